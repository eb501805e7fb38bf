import { describe, expect, it } from "vitest";
import { parseEther } from "viem";
import { BET_AMOUNT_PERCENTS, betAmountForChoice } from "./betAmountForChoice.ts";

const balance = parseEther("2");

describe("betAmountForChoice", () => {
  it("offers 10%, 25%, 50%, 75% and Max", () => {
    expect(BET_AMOUNT_PERCENTS).toEqual([10, 25, 50, 75, 100]);
  });

  it("fills in that share of the BNB balance", () => {
    expect([10, 25, 50, 75].map((percent) => betAmountForChoice(balance, percent))).toEqual([
      parseEther("0.2"),
      parseEther("0.5"),
      parseEther("1"),
      parseEther("1.5"),
    ]);
  });

  it("keeps 0.01 BNB for gas on Max, and fills 0 below that", () => {
    expect(betAmountForChoice(balance, 100)).toBe(parseEther("1.99"));
    expect(betAmountForChoice(parseEther("0.005"), 100)).toBe(0n);
  });
});
