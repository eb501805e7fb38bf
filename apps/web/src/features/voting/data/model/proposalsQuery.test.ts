import { describe, expect, it } from "vitest";
import { PROPOSALS_PAGE_SIZE, proposalRequest, proposalsRequest } from "./proposalsQuery.ts";

describe("proposalsRequest", () => {
  it("asks for one space's proposals in one state, 5 at a time, the latest end first", () => {
    const request = proposalsRequest("core", "active");
    expect(request.variables).toEqual({
      first: PROPOSALS_PAGE_SIZE,
      skip: 0,
      space: "core",
      state: "active",
    });
    expect(PROPOSALS_PAGE_SIZE).toBe(5);
    expect(request.query).toContain('orderBy: "end", orderDirection: desc');
    expect(request.query).toContain("where: { space: $space, state: $state }");
    expect(request.query).toMatch(/scores scores_total/);
  });

  it("skips the pages already loaded", () => {
    expect(proposalsRequest("community", "closed", 10).variables).toMatchObject({ skip: 10 });
  });
});

describe("proposalRequest", () => {
  it("asks for one proposal by id with the same fields", () => {
    const request = proposalRequest("0xabc");
    expect(request.variables).toEqual({ id: "0xabc" });
    expect(request.query).toContain("proposal(id: $id)");
    expect(request.query).toContain("space { id name }");
  });
});
