import { describe, expect, it } from "vitest";
import { minimumAmount } from "./minimumAmount.ts";

describe("minimumAmount", () => {
  it("takes the slippage off and rounds down", () => {
    expect(minimumAmount(10_000n, 50)).toBe(9_950n);
    expect(minimumAmount(999n, 50)).toBe(994n);
  });

  it("keeps the whole amount at zero slippage", () => {
    expect(minimumAmount(123n, 0)).toBe(123n);
  });
});
