import { describe, expect, it } from "vitest";
import { validateStakeAmount, type ValidateStakeAmountParameters } from "./validateStakeAmount.ts";

const ONE = 10n ** 18n;
const base: ValidateStakeAmountParameters = {
  mode: "stake",
  amount: 10n * ONE,
  walletBalance: 50n * ONE,
  stakedBalance: 0n,
  stakingLimit: 0n,
  symbol: "CAKE",
  decimals: 18,
};

describe("validateStakeAmount", () => {
  it("accepts an amount above zero within the balance", () => {
    expect(validateStakeAmount(base)).toEqual({ canConfirm: true, error: undefined });
  });

  it("disables Confirm without a message for an empty or zero amount", () => {
    expect(validateStakeAmount({ ...base, amount: undefined })).toEqual({
      canConfirm: false,
      error: undefined,
    });
    expect(validateStakeAmount({ ...base, amount: 0n })).toEqual({ canConfirm: false, error: undefined });
  });

  it("flags a stake that would take the position over the per-user limit", () => {
    const result = validateStakeAmount({
      ...base,
      amount: 30n * ONE,
      stakedBalance: 80n * ONE,
      stakingLimit: 100n * ONE,
    });
    expect(result).toEqual({
      canConfirm: false,
      error: { key: "Maximum total stake: %amount% %token%", data: { amount: "100", token: "CAKE" } },
    });
  });

  it("allows a stake that exactly reaches the limit", () => {
    const result = validateStakeAmount({
      ...base,
      amount: 20n * ONE,
      stakedBalance: 80n * ONE,
      stakingLimit: 100n * ONE,
    });
    expect(result.canConfirm).toBe(true);
  });

  it("shows the limit in whole tokens of the token's decimals", () => {
    const result = validateStakeAmount({
      ...base,
      amount: 6n * 10n ** 8n,
      walletBalance: 10n ** 10n,
      stakingLimit: 5n * 10n ** 8n,
      symbol: "DOGE",
      decimals: 8,
    });
    expect(result.error).toEqual({
      key: "Maximum total stake: %amount% %token%",
      data: { amount: "5", token: "DOGE" },
    });
  });

  it("refuses a stake above the wallet balance", () => {
    expect(validateStakeAmount({ ...base, amount: 51n * ONE })).toEqual({
      canConfirm: false,
      error: { key: "Insufficient %symbol% balance", data: { symbol: "CAKE" } },
    });
  });

  it("checks an unstake against the staked balance, ignoring the limit and the wallet", () => {
    const unstake = { ...base, mode: "unstake" as const, walletBalance: 0n, stakingLimit: ONE };
    expect(validateStakeAmount({ ...unstake, amount: 5n * ONE, stakedBalance: 5n * ONE }).canConfirm).toBe(
      true,
    );
    expect(validateStakeAmount({ ...unstake, amount: 6n * ONE, stakedBalance: 5n * ONE }).error).toEqual({
      key: "Insufficient %symbol% balance",
      data: { symbol: "CAKE" },
    });
  });
});
