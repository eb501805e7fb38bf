import { describe, expect, it } from "vitest";
import { VOTES_PAGE_SIZE, votesRequest } from "./votesQuery.ts";

describe("votesRequest", () => {
  it("asks for one proposal's votes in pages of 1000, the most powerful first", () => {
    const request = votesRequest("0xp", 1_000);
    expect(VOTES_PAGE_SIZE).toBe(1_000);
    expect(request.variables).toEqual({ first: 1_000, skip: 1_000, proposal: "0xp" });
    expect(request.query).toContain('where: { proposal: $proposal }, orderBy: "vp", orderDirection: desc');
  });
});
