import { describe, expect, it } from "vitest";
import { CurrencyAmount } from "@griddle/sdk";
import { ACCOUNT, BNB, CAKE, CAKE_WBNB, E18, WBNB } from "../../model/liquidityTestFixtures.ts";
import { BurnField } from "./BurnField.ts";
import { computeBurnInfo, type BurnInputs } from "./computeBurnInfo.ts";

const lp = (raw: bigint) => CurrencyAmount.fromRawAmount(CAKE_WBNB.liquidityToken, raw);

// 240,000 CAKE : 1,000 WBNB with 10,000 LP tokens; the account holds 100 of them (1%).
function inputs(field: BurnField, typedValue: string, overrides: Partial<BurnInputs> = {}): BurnInputs {
  return {
    account: ACCOUNT,
    currencies: { CURRENCY_A: CAKE, CURRENCY_B: BNB },
    pair: CAKE_WBNB,
    totalSupply: lp(10_000n * E18),
    userLiquidity: lp(100n * E18),
    protocolFee: { feeOn: false, kLast: 0n },
    state: { independentField: field, typedValue },
    ...overrides,
  };
}

describe("computeBurnInfo", () => {
  it("removes a percentage of the account's LP tokens and pays out its share of the reserves", () => {
    const info = computeBurnInfo(inputs(BurnField.LIQUIDITY_PERCENT, "50"));
    expect(info.liquidityValues.CURRENCY_A?.quotient).toBe(2_400n * E18);
    expect(info.liquidityValues.CURRENCY_B?.quotient).toBe(10n * E18);
    expect(info.liquidityToRemove?.quotient).toBe(50n * E18);
    expect(info.amounts.CURRENCY_A?.quotient).toBe(1_200n * E18);
    expect(info.amounts.CURRENCY_B?.currency).toBe(BNB);
    expect(info.amounts.CURRENCY_B?.quotient).toBe(5n * E18);
    expect(info.formattedAmounts).toEqual({
      LIQUIDITY_PERCENT: "50",
      LIQUIDITY: "50",
      CURRENCY_A: "1200",
      CURRENCY_B: "5",
    });
    expect(info.error).toBeUndefined();
  });

  it("works back from a typed currency amount", () => {
    const info = computeBurnInfo(inputs(BurnField.CURRENCY_B, "2.5"));
    expect(info.percentToRemove?.toFixed(0)).toBe("25");
    expect(info.liquidityToRemove?.quotient).toBe(25n * E18);
    expect(info.formattedAmounts).toEqual({
      LIQUIDITY_PERCENT: "25",
      LIQUIDITY: "25",
      CURRENCY_A: "600",
      CURRENCY_B: "2.5",
    });
  });

  it("burns exactly the typed LP amount", () => {
    const info = computeBurnInfo(inputs(BurnField.LIQUIDITY, "33.333333333333333333"));
    expect(info.liquidityToRemove?.quotient).toBe(33_333_333_333_333_333_333n);
    expect(info.formattedAmounts.LIQUIDITY).toBe("33.333333333333333333");
    expect(info.formattedAmounts.LIQUIDITY_PERCENT).toBe("33");
  });

  it("removes nothing for more than the account holds, or for 0%", () => {
    for (const info of [
      computeBurnInfo(inputs(BurnField.LIQUIDITY, "100.000000000000000001")),
      computeBurnInfo(inputs(BurnField.CURRENCY_A, "2400.1")),
      computeBurnInfo(inputs(BurnField.LIQUIDITY_PERCENT, "0")),
    ]) {
      expect(info.liquidityToRemove).toBeUndefined();
      expect(info.amounts).toEqual({ CURRENCY_A: undefined, CURRENCY_B: undefined });
      expect(info.formattedAmounts.LIQUIDITY_PERCENT).toBe("0");
      expect(info.error).toEqual({ key: "Enter an amount" });
    }
  });

  it("shows '<1' for less than one percent", () => {
    expect(computeBurnInfo(inputs(BurnField.LIQUIDITY, "0.5")).formattedAmounts.LIQUIDITY_PERCENT).toBe("<1");
  });

  it("accounts for the protocol fee the pair mints before the burn", () => {
    // k grew by 1% since the last liquidity event: the pair first mints the protocol 8/25 of that growth.
    const kLast = (CAKE_WBNB.reserve0.quotient * CAKE_WBNB.reserve1.quotient * 100n) / 101n;
    const info = computeBurnInfo(
      inputs(BurnField.LIQUIDITY_PERCENT, "100", { protocolFee: { feeOn: true, kLast } }),
    );
    const expected = CAKE_WBNB.getLiquidityValue(WBNB, lp(10_000n * E18), lp(100n * E18), true, kLast);
    expect(info.amounts.CURRENCY_B?.quotient).toBe(expected.quotient);
    expect(expected.quotient).toBeLessThan(10n * E18);
  });

  it("asks for a wallet first", () => {
    expect(computeBurnInfo(inputs(BurnField.LIQUIDITY_PERCENT, "50", { account: undefined })).error).toEqual({
      key: "Connect Wallet",
    });
  });
});
