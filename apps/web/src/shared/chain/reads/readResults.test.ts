import { describe, expect, it } from "vitest";
import { safeNumberOrNull, uintAt, uintOrNull } from "./readResults.ts";

describe("readResults", () => {
  it("keeps uints and drops anything else", () => {
    expect(uintOrNull(5n)).toBe(5n);
    expect(uintOrNull(null)).toBeNull();
    expect(uintOrNull(5)).toBeNull();
  });

  it("reads a uint out of a multi-value result", () => {
    expect(uintAt([7n, 8n], 1)).toBe(8n);
    expect(uintAt([7n], 1)).toBeNull();
    expect(uintAt(7n, 0)).toBeNull();
  });

  it("turns block numbers and times into numbers only when they fit exactly", () => {
    expect(safeNumberOrNull(259_200n)).toBe(259_200);
    expect(safeNumberOrNull(2n ** 53n)).toBeNull();
    expect(safeNumberOrNull(null)).toBeNull();
  });
});
