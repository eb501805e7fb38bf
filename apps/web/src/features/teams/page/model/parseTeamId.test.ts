import { describe, expect, it } from "vitest";
import { parseTeamId } from "./parseTeamId.ts";

describe("parseTeamId", () => {
  it("reads a plain team id", () => {
    expect(parseTeamId("1")).toBe(1);
    expect(parseTeamId("42")).toBe(42);
  });

  it("refuses anything else", () => {
    for (const segment of [undefined, "", "0", "01", "-1", "1.5", "1e3", "abc", "9999999"])
      expect(parseTeamId(segment)).toBeUndefined();
  });
});
