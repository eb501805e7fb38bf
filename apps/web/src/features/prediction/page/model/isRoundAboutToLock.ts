/**
 * Blocks before a round's lock block from which the screen stops sending bets: a bet sent then could
 * be mined at or after the lock (the wallet's confirmation, the app's block one behind) and revert
 * with RoundNotBettable, costing gas for nothing. 3 blocks are 9 seconds.
 */
export const BET_LOCK_MARGIN_BLOCKS = 3n;

/** Whether the round locking at `lockBlock` is too close to its lock (or past it) to take a bet now. */
export function isRoundAboutToLock(lockBlock: bigint, currentBlock: bigint): boolean {
  return currentBlock + BET_LOCK_MARGIN_BLOCKS >= lockBlock;
}
