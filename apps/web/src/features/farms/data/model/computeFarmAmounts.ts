import { formatUnits } from "viem";
import type { FarmConfig } from "../../model/Farm.ts";
import type { FarmChainState } from "./parseFarmPublicReads.ts";

/** PancakeSwap's farm amounts, whole tokens as floats (see FarmPublicData). */
export interface FarmAmounts {
  readonly tokenAmountTotal: number;
  readonly quoteTokenAmountTotal: number;
  readonly tokenAmountMc: number;
  readonly quoteTokenAmountMc: number;
  readonly lpTotalInQuoteToken: number;
  readonly tokenPriceVsQuote: number;
}

/** Raw units to whole tokens as a float: exact enough for display and APR. */
function toWhole(amount: bigint, decimals: number): number {
  return Number(formatUnits(amount, decimals));
}

/**
 * The amounts PancakeSwap's fetchFarm derives from a farm's reads: the share of the pair that LP
 * staked in MasterChef stands for (staked LP over LP supply) applied to the pair's balances, its
 * value in quote token (twice the quote side, spec 000 section 9), and the token's price in quote
 * tokens. An empty pair gives zeros rather than NaN.
 */
export function computeFarmAmounts(
  farm: Pick<FarmConfig, "token" | "quoteToken">,
  state: FarmChainState,
): FarmAmounts {
  const lpTokenRatio =
    state.lpTotalSupply === 0n ? 0 : toWhole(state.lpStaked, 18) / toWhole(state.lpTotalSupply, 18);
  const tokenAmountTotal = toWhole(state.tokenBalanceLp, farm.token.decimals);
  const quoteTokenAmountTotal = toWhole(state.quoteTokenBalanceLp, farm.quoteToken.decimals);
  const quoteTokenAmountMc = quoteTokenAmountTotal * lpTokenRatio;
  return {
    tokenAmountTotal,
    quoteTokenAmountTotal,
    tokenAmountMc: tokenAmountTotal * lpTokenRatio,
    quoteTokenAmountMc,
    lpTotalInQuoteToken: quoteTokenAmountMc * 2,
    tokenPriceVsQuote: tokenAmountTotal === 0 ? 0 : quoteTokenAmountTotal / tokenAmountTotal,
  };
}
