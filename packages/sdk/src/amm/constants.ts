/** Fees and shares are counted in basis points of this denominator. */
export const BASIS_POINTS_DENOMINATOR = 10_000n;

/** The swap fee every hop charges on its input: 0.25%. */
export const SWAP_FEE_BPS = 25n;

/** LP tokens the first deposit locks for ever, so a pool can never be drained to a price of nothing. */
export const MINIMUM_LIQUIDITY = 1000n;
