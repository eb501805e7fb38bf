import { describe, expect, it } from "vitest";
import { parsePoolsViewMode, parseStakedOnly } from "./poolsPreferences.ts";

describe("parsePoolsViewMode", () => {
  it("reads a stored table or card choice", () => {
    expect(parsePoolsViewMode("card")).toBe("card");
    expect(parsePoolsViewMode("table")).toBe("table");
  });

  it.each([null, "", "CARD", '"card"', "grid", "{"])("falls back to the table for %j", (stored) => {
    expect(parsePoolsViewMode(stored)).toBe("table");
  });
});

describe("parseStakedOnly", () => {
  it("reads a stored flag", () => {
    expect(parseStakedOnly("true")).toBe(true);
    expect(parseStakedOnly("false")).toBe(false);
  });

  it.each([null, "", "1", "yes", "TRUE", "{"])("falls back to off for %j", (stored) => {
    expect(parseStakedOnly(stored)).toBe(false);
  });
});
