/** Time units of spec 000 section 9, in seconds. */
const DAY = 86_400;
const HOUR = 3_600;
const MINUTE = 60;

/** What the unstaking-fee countdown shows. */
export interface UnstakingFeeTimeLeft {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
}

export interface ComputeUnstakingFeeTimeLeftParameters {
  readonly userShares: bigint;
  /** Unix seconds of the last deposit; each new stake restarts the period. */
  readonly lastDepositedTime: number;
  /** Seconds after a deposit during which a withdrawal pays the fee (default 259200, 3 days). */
  readonly withdrawalFeePeriod: number;
  /** Unix seconds now, on the chain's clock, which decides the fee. */
  readonly now: number;
}

/**
 * The days, hours and minutes until withdrawals stop paying the unstaking fee (spec 000 section 4,
 * Vault); null when no fee applies: no shares, or the period since the last deposit is over.
 */
export function computeUnstakingFeeTimeLeft({
  userShares,
  lastDepositedTime,
  withdrawalFeePeriod,
  now,
}: ComputeUnstakingFeeTimeLeftParameters): UnstakingFeeTimeLeft | null {
  const secondsLeft = lastDepositedTime + withdrawalFeePeriod - now;
  if (userShares <= 0n || secondsLeft <= 0) return null;
  return {
    days: Math.floor(secondsLeft / DAY),
    hours: Math.floor((secondsLeft % DAY) / HOUR),
    minutes: Math.floor((secondsLeft % HOUR) / MINUTE),
  };
}
