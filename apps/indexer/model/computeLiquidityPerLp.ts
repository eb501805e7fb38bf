/** GriddlePair's split of the fee growth in sqrt(k): 17 parts to LPs, 8 to the protocol (0.17% and 0.08% of 0.25%). */
export const LP_SHARE = 17;
export const PROTOCOL_SHARE = 8;

/** A pair's liquidity state, raw: sqrt(reserve0 × reserve1), the LP supply and sqrt(kLast). */
export interface PairLiquidityState {
  readonly sqrtK: number;
  readonly totalSupply: number;
  /** sqrt of the pair's kLast (its k after the last mint or burn); 0 while the protocol fee is off. */
  readonly sqrtKLast: number;
}

/**
 * The LP units GriddlePair's `_mintFee` would mint to the protocol at the next mint or burn: its
 * 8/25 share of the growth of sqrt(k) since kLast, `totalSupply × (√k − √kLast) × 8 / (√k × 17 + √kLast × 8)`.
 */
export function pendingProtocolLiquidity(state: PairLiquidityState): number {
  const { sqrtK, totalSupply, sqrtKLast } = state;
  if (sqrtKLast <= 0 || sqrtK <= sqrtKLast) return 0;
  return (
    (totalSupply * (sqrtK - sqrtKLast) * PROTOCOL_SHARE) / (sqrtK * LP_SHARE + sqrtKLast * PROTOCOL_SHARE)
  );
}

/**
 * The liquidity (in sqrt(k) units) one LP unit stands for: √k / (totalSupply + the protocol's pending
 * units). Deposits and withdrawals keep it (they add or take sqrt(k) in proportion to the units), and
 * the protocol's cut is counted before it is minted, so it grows only with the LPs' 0.17% of every
 * trade: an LP's fees since a deposit are its units × the growth of this figure. A pair without
 * supply yet gives 1, what its first deposit mints (√(amount0 × amount1) units for √k).
 */
export function computeLiquidityPerLp(state: PairLiquidityState): number {
  if (state.totalSupply <= 0) return 1;
  return state.sqrtK / (state.totalSupply + pendingProtocolLiquidity(state));
}
