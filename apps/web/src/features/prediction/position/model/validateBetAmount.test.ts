import { describe, expect, it } from "vitest";
import { parseEther } from "viem";
import { validateBetAmount } from "./validateBetAmount.ts";

const minBetAmount = parseEther("0.001");
const balance = parseEther("1");

describe("validateBetAmount", () => {
  it("accepts an amount from the minimum to the whole balance", () => {
    expect(validateBetAmount({ amount: minBetAmount, minBetAmount, balance })).toEqual({
      canConfirm: true,
      error: undefined,
    });
    expect(validateBetAmount({ amount: balance, minBetAmount, balance }).canConfirm).toBe(true);
  });

  it("names the chain's minimum below it", () => {
    expect(validateBetAmount({ amount: parseEther("0.0009"), minBetAmount, balance })).toEqual({
      canConfirm: false,
      error: {
        key: "A minimum amount of %amount% %symbol% is required",
        data: { amount: "0.001", symbol: "BNB" },
      },
    });
  });

  it("refuses more than the balance", () => {
    expect(validateBetAmount({ amount: parseEther("1.5"), minBetAmount, balance })).toEqual({
      canConfirm: false,
      error: { key: "Insufficient %symbol% balance", data: { symbol: "BNB" } },
    });
  });

  it("waits quietly for an amount", () => {
    expect(validateBetAmount({ amount: undefined, minBetAmount, balance })).toEqual({
      canConfirm: false,
      error: undefined,
    });
    expect(validateBetAmount({ amount: 0n, minBetAmount, balance }).error).toBeUndefined();
  });
});
