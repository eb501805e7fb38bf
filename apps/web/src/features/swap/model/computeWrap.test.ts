import { describe, expect, it } from "vitest";
import { computeWrapInputError } from "./computeWrapInputError.ts";
import { computeWrapType } from "./computeWrapType.ts";
import { amountOf, BNB, CAKE, WBNB } from "./swapTestFixtures.ts";

describe("computeWrapType", () => {
  it("wraps BNB into WBNB and unwraps back", () => {
    expect(computeWrapType(BNB, WBNB)).toBe("WRAP");
    expect(computeWrapType(WBNB, BNB)).toBe("UNWRAP");
  });

  it("does not apply to any other pair, or a missing side", () => {
    expect(computeWrapType(BNB, CAKE)).toBe("NOT_APPLICABLE");
    expect(computeWrapType(CAKE, WBNB)).toBe("NOT_APPLICABLE");
    expect(computeWrapType(BNB, undefined)).toBe("NOT_APPLICABLE");
  });
});

describe("computeWrapInputError", () => {
  it("needs an amount", () => {
    expect(computeWrapInputError("WRAP", undefined, amountOf(BNB, 1n))).toEqual({ key: "Enter an amount" });
  });

  it("refuses more than the balance, naming the coin", () => {
    expect(computeWrapInputError("WRAP", amountOf(BNB, 2n), amountOf(BNB, 1n))).toEqual({
      key: "Insufficient %symbol% balance",
      data: { symbol: "BNB" },
    });
    expect(computeWrapInputError("UNWRAP", amountOf(WBNB, 2n), amountOf(WBNB, 1n))).toEqual({
      key: "Insufficient %symbol% balance",
      data: { symbol: "WBNB" },
    });
  });

  it("accepts the whole balance, and waits for a balance still loading", () => {
    expect(computeWrapInputError("WRAP", amountOf(BNB, 1n), amountOf(BNB, 1n))).toBeUndefined();
    expect(computeWrapInputError("UNWRAP", amountOf(WBNB, 1n), undefined)).toBeUndefined();
  });
});
