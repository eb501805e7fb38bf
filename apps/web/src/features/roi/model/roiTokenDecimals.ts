/**
 * Decimals the ROI in earning tokens is rounded to (spec 000 section 9, Compound calculator): 5 when
 * the token price / 1000 rounds above 0, else 3, so a token worth hundreds of dollars or more does
 * not round a day's reward on a small stake down to nothing.
 */
export function roiTokenDecimals(earningTokenPrice: number): number {
  return Math.round(earningTokenPrice / 1000) > 0 ? 5 : 3;
}
