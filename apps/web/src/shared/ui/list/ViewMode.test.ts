import { describe, expect, it } from "vitest";
import { parseViewMode } from "./ViewMode.ts";

describe("parseViewMode", () => {
  it("reads a stored table or card choice", () => {
    expect(parseViewMode("card")).toBe("card");
    expect(parseViewMode("table")).toBe("table");
  });

  it.each([null, "", "CARD", '"card"', "grid", "{"])("falls back to the table for %j", (stored) => {
    expect(parseViewMode(stored)).toBe("table");
  });
});
