import { finiteOrZero } from "./finiteOrZero.ts";
import { getApy } from "./getApy.ts";
import { roiTokenDecimals } from "./roiTokenDecimals.ts";

export interface ComputeRoiTokensParameters {
  /** US dollars staked. */
  readonly principalUsd: number;
  /** Percent per year. */
  readonly apr: number;
  /** US dollars per whole earning token. */
  readonly earningTokenPrice: number;
  readonly days: number;
  /** 0 for no compounding. */
  readonly compoundsPerDay: number;
  /** Percent of the gains taken as a fee. */
  readonly performanceFee: number;
}

/**
 * The return, in earning tokens, of staking `principalUsd` for `days`: the principal valued in
 * earning tokens grows at the (compounded, after-fee) rate, rounded per roiTokenDecimals; 0 when
 * not computable.
 */
export function computeRoiTokens({
  principalUsd,
  apr,
  earningTokenPrice,
  days,
  compoundsPerDay,
  performanceFee,
}: ComputeRoiTokensParameters): number {
  const principalInEarningTokens = principalUsd / earningTokenPrice;
  const interest = principalInEarningTokens * getApy(apr, compoundsPerDay, days, performanceFee);
  return finiteOrZero(Number(interest.toFixed(roiTokenDecimals(earningTokenPrice))));
}
