import { describe, expect, it } from "vitest";
import { formatFarmMultiplier } from "./formatFarmMultiplier.ts";

describe("formatFarmMultiplier", () => {
  it("divides the allocation points by 100 (spec 000 section 9)", () => {
    expect(formatFarmMultiplier(4000n)).toBe("40X");
    expect(formatFarmMultiplier(100n)).toBe("1X");
    expect(formatFarmMultiplier(150n)).toBe("1.5X");
    expect(formatFarmMultiplier(0n)).toBe("0X");
  });
});
