import { describe, expect, it } from "vitest";
import { parseStakedOnly } from "./poolsPreferences.ts";

describe("parseStakedOnly", () => {
  it("reads a stored flag", () => {
    expect(parseStakedOnly("true")).toBe(true);
    expect(parseStakedOnly("false")).toBe(false);
  });

  it.each([null, "", "1", "yes", "TRUE", "{"])("falls back to off for %j", (stored) => {
    expect(parseStakedOnly(stored)).toBe(false);
  });
});
