/** Which face the stake panel shows (spec 000 section 4, Pool stake panel). */
export type StakePanelState = "connect" | "loading" | "enable" | "staked" | "stake";

export interface ComputeStakePanelStateParameters {
  readonly hasAccount: boolean;
  /** The account's position has been read at least once. */
  readonly isLoaded: boolean;
  /** The contract may not yet take the staking token (never for the BNB pool's native coin). */
  readonly needsApproval: boolean;
  /** Something is staked (vault: shares above zero). */
  readonly hasStake: boolean;
}

/**
 * A visitor gets a connect button; while the account's data loads, a skeleton; with a stake, the
 * staked amount and its minus and plus buttons; before the approval, 'Enable pool'; otherwise Stake.
 * A stake wins over a missing approval: unstaking needs none, and a staker whose allowance was used
 * up (an exact approval) must still reach the minus button, in a finished pool above all.
 */
export function computeStakePanelState({
  hasAccount,
  isLoaded,
  needsApproval,
  hasStake,
}: ComputeStakePanelStateParameters): StakePanelState {
  if (!hasAccount) return "connect";
  if (!isLoaded) return "loading";
  if (hasStake) return "staked";
  return needsApproval ? "enable" : "stake";
}
