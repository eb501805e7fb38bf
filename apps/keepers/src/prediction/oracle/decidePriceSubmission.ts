/** Why the oracle keeper submits a price now, for its log line; undefined when it need not. */
export type PriceSubmissionReason =
  | { readonly kind: "first" }
  | { readonly kind: "interval"; readonly ageSeconds: bigint }
  | { readonly kind: "before-lock"; readonly epoch: bigint; readonly lockBlock: bigint };

/** The feed and the game as the oracle keeper reads them at the chain's head block. */
export interface PriceSubmissionState {
  readonly headBlock: bigint;
  readonly headTimestamp: bigint;
  /** The feed's latest answer; absent before its first. */
  readonly latestAnswer?: { readonly roundId: bigint; readonly updatedAt: bigint };
  /** The feed round the game's last lock used (`oracleLatestRoundId`; 0 before any lock). */
  readonly lastLockOracleRoundId: bigint;
  /** The round the game locks next; absent while none takes bets (paused, or before genesis start). */
  readonly openRound?: { readonly epoch: bigint; readonly lockBlock: bigint };
}

export interface PriceSubmissionPolicy {
  /** Seconds between regular submissions. */
  readonly intervalSeconds: number;
  /** How many blocks before a lock block the keeper makes sure of a fresh answer. */
  readonly preLockBlocks: bigint;
  /** An answer older than this at a lock is replaced before it, even if newer than the last lock's. */
  readonly maxAgeAtLockSeconds: number;
}

/**
 * Whether to submit now. The game prices a lock with the latest answer at or before the lock block
 * that is newer than the one the previous lock used, so besides the regular cadence the keeper
 * submits in the last `preLockBlocks` blocks before a lock when no such answer exists yet (or it is
 * old): a transaction sent now lands in the next block at the earliest, still at or before the lock.
 */
export function decidePriceSubmission(
  state: PriceSubmissionState,
  policy: PriceSubmissionPolicy,
): PriceSubmissionReason | undefined {
  const latest = state.latestAnswer;
  if (latest === undefined) return { kind: "first" };
  const ageSeconds = state.headTimestamp - latest.updatedAt;
  const round = state.openRound;
  if (round !== undefined) {
    const blocksToLock = round.lockBlock - state.headBlock;
    const needsAnswer =
      latest.roundId <= state.lastLockOracleRoundId || ageSeconds > BigInt(policy.maxAgeAtLockSeconds);
    if (blocksToLock >= 1n && blocksToLock <= policy.preLockBlocks && needsAnswer) {
      return { kind: "before-lock", epoch: round.epoch, lockBlock: round.lockBlock };
    }
  }
  return ageSeconds >= BigInt(policy.intervalSeconds) ? { kind: "interval", ageSeconds } : undefined;
}
