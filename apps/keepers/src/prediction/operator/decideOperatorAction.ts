/** What the operator keeper does on a new block: nothing, or one of the game's round calls. */
export type OperatorAction = "wait" | "genesisStartRound" | "genesisLockRound" | "executeRound" | "catchUp";

/** The game as the operator keeper reads it at the chain's head block. */
export interface OperatorState {
  readonly paused: boolean;
  readonly genesisStartOnce: boolean;
  readonly genesisLockOnce: boolean;
  /** The head block: a transaction sent now is mined in the next one at the earliest. */
  readonly blockNumber: bigint;
  /** The current round's lock block (meaningless before genesis start). */
  readonly lockBlock: bigint;
  readonly bufferBlocks: bigint;
}

/**
 * The contract's rules for the operator, as one decision. A transaction sent now lands in block
 * `blockNumber + 1` at the earliest, so that is the block checked against the window:
 * - paused: wait (the admin unpauses; pausing also reset genesis);
 * - genesis start not run (new game, or after a pause): genesisStartRound;
 * - past the lock block's buffer (the keeper was down, or a lock was missed): catchUp, which anyone
 *   may call, cancels the current and live rounds and starts a new one, so the game is never stuck;
 * - before the lock block: wait;
 * - within the window: genesisLockRound the first time after genesis start, else executeRound.
 */
export function decideOperatorAction(state: OperatorState): OperatorAction {
  if (state.paused) return "wait";
  if (!state.genesisStartOnce) return "genesisStartRound";
  const landingBlock = state.blockNumber + 1n;
  if (landingBlock > state.lockBlock + state.bufferBlocks) return "catchUp";
  if (landingBlock < state.lockBlock) return "wait";
  return state.genesisLockOnce ? "executeRound" : "genesisLockRound";
}
