const BASIS_POINTS = 10_000n;

/** The default margin: 10% (1000 of 10000, spec 000 section 9). */
export const DEFAULT_GAS_MARGIN_BPS = 1000n;

/**
 * A gas limit with headroom over the estimate (spec 000 section 7: estimate × (10000 + margin) /
 * 10000), so state that changes between estimate and inclusion does not run the transaction out of gas.
 */
export function calculateGasMargin(estimate: bigint, marginBps: bigint = DEFAULT_GAS_MARGIN_BPS): bigint {
  return (estimate * (BASIS_POINTS + marginBps)) / BASIS_POINTS;
}
