/**
 * Whether the add-stake button is off with 'You've already staked the maximum amount you can stake in
 * this pool!': the pool has a per-user limit and the staked balance has reached it.
 */
export function hasReachedStakingLimit(stakingLimit: bigint, stakedBalance: bigint): boolean {
  return stakingLimit > 0n && stakedBalance >= stakingLimit;
}
