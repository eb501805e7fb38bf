import { describe, expect, it } from "vitest";
import { computeFarmAmounts } from "./computeFarmAmounts.ts";
import { cakeBnbFarm, usdtBusdFarm } from "./farmTestFixtures.ts";

const E18 = 10n ** 18n;

describe("computeFarmAmounts", () => {
  it("applies the staked share of the LP supply to the pair's balances, as PancakeSwap's fetchFarm does", () => {
    // 40 of 100 LP staked: 40% of 1,000,000 CAKE and 50,000 WBNB.
    const amounts = computeFarmAmounts(cakeBnbFarm, {
      lpStaked: 40n * E18,
      lpTotalSupply: 100n * E18,
      tokenBalanceLp: 1_000_000n * E18,
      quoteTokenBalanceLp: 50_000n * E18,
      allocPoint: 4000n,
    });
    expect(amounts.tokenAmountTotal).toBe(1_000_000);
    expect(amounts.quoteTokenAmountTotal).toBe(50_000);
    expect(amounts.tokenAmountMc).toBeCloseTo(400_000, 9);
    expect(amounts.quoteTokenAmountMc).toBeCloseTo(20_000, 9);
    // Twice the quote side.
    expect(amounts.lpTotalInQuoteToken).toBeCloseTo(40_000, 9);
    expect(amounts.tokenPriceVsQuote).toBeCloseTo(0.05, 12);
  });

  it("scales each side by its own decimals", () => {
    // 1,000 USDT (6 decimals) against 1,002 BUSD (18); a quarter of the LP staked.
    const amounts = computeFarmAmounts(usdtBusdFarm, {
      lpStaked: 25n,
      lpTotalSupply: 100n,
      tokenBalanceLp: 1_000n * 10n ** 6n,
      quoteTokenBalanceLp: 1_002n * E18,
      allocPoint: 100n,
    });
    expect(amounts.tokenAmountTotal).toBe(1_000);
    expect(amounts.quoteTokenAmountMc).toBeCloseTo(250.5, 9);
    expect(amounts.lpTotalInQuoteToken).toBeCloseTo(501, 9);
    expect(amounts.tokenPriceVsQuote).toBeCloseTo(1.002, 12);
  });

  it("gives zeros, not NaN, for an empty pair", () => {
    expect(
      computeFarmAmounts(cakeBnbFarm, {
        lpStaked: 0n,
        lpTotalSupply: 0n,
        tokenBalanceLp: 0n,
        quoteTokenBalanceLp: 0n,
        allocPoint: 0n,
      }),
    ).toEqual({
      tokenAmountTotal: 0,
      quoteTokenAmountTotal: 0,
      tokenAmountMc: 0,
      quoteTokenAmountMc: 0,
      lpTotalInQuoteToken: 0,
      tokenPriceVsQuote: 0,
    });
  });
});
