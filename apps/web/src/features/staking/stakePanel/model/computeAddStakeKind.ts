/** What the staked panel offers beside its minus button. */
export type AddStakeKind = "stake" | "finished" | "limitReached" | "enable";

export interface ComputeAddStakeKindParameters {
  /** The per-user limit is reached (see hasReachedStakingLimit). */
  readonly limitReached: boolean;
  readonly isFinished: boolean;
  /** The allowance is used up (an exact approval), so staking more needs Enable first. */
  readonly needsApproval: boolean;
}

/**
 * The plus button's state (spec 000 section 4): off with the maximum-stake tooltip at the limit, off
 * in a finished pool, Enable when the allowance is gone, otherwise stake more.
 */
export function computeAddStakeKind({
  limitReached,
  isFinished,
  needsApproval,
}: ComputeAddStakeKindParameters): AddStakeKind {
  if (limitReached) return "limitReached";
  if (isFinished) return "finished";
  return needsApproval ? "enable" : "stake";
}
