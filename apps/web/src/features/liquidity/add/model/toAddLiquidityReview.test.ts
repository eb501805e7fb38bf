import { describe, expect, it } from "vitest";
import { CurrencyAmount } from "@griddle/sdk";
import { PairState } from "../../../pairs/index.ts";
import { BNB, CAKE, CAKE_WBNB, E18 } from "../../model/liquidityTestFixtures.ts";
import { computeMintInfo } from "./computeMintInfo.ts";
import { initialMintState } from "./mintReducer.ts";
import { toAddLiquidityReview } from "./toAddLiquidityReview.ts";

function mintInfo(typedValue: string) {
  return computeMintInfo({
    currencies: { CURRENCY_A: CAKE, CURRENCY_B: BNB },
    pair: CAKE_WBNB,
    pairState: PairState.EXISTS,
    pairAddress: CAKE_WBNB.address,
    totalSupply: CurrencyAmount.fromRawAmount(CAKE_WBNB.liquidityToken, 10_000n * E18),
    protocolFee: { feeOn: false, kLast: 0n },
    state: { ...initialMintState, typedValue },
  });
}

describe("toAddLiquidityReview", () => {
  it("takes the deposit, its LP tokens, price and share as the form shows them", () => {
    const info = mintInfo("2400");
    const review = toAddLiquidityReview(info);
    expect(review).toEqual({
      noLiquidity: false,
      amountA: info.parsedAmounts.CURRENCY_A,
      amountB: info.parsedAmounts.CURRENCY_B,
      liquidityMinted: info.liquidityMinted,
      price: info.price,
      poolTokenPercentage: info.poolTokenPercentage,
    });
    expect(review?.amountB.currency).toBe(BNB);
    expect(review?.amountB.quotient).toBe(10n * E18);
    expect(review?.liquidityMinted?.quotient).toBe(100n * E18);
  });

  it("has nothing to review until both amounts are entered", () => {
    expect(toAddLiquidityReview(mintInfo(""))).toBeUndefined();
  });
});
