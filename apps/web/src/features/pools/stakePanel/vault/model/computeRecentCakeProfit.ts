import { convertSharesToCake } from "./convertVaultShares.ts";

export interface ComputeRecentCakeProfitParameters {
  readonly userShares: bigint;
  readonly pricePerFullShare: bigint;
  /** The shares' CAKE value right after the account's last deposit or withdrawal. */
  readonly cakeAtLastUserAction: bigint;
}

/**
 * 'Recent CAKE profit': what the shares gained since the account's last deposit or withdrawal,
 * shares × pricePerFullShare / 1e18 − cakeAtLastUserAction, never below zero (rounding can dip it).
 */
export function computeRecentCakeProfit({
  userShares,
  pricePerFullShare,
  cakeAtLastUserAction,
}: ComputeRecentCakeProfitParameters): bigint {
  if (userShares <= 0n || cakeAtLastUserAction <= 0n) return 0n;
  const profit = convertSharesToCake(userShares, pricePerFullShare) - cakeAtLastUserAction;
  return profit > 0n ? profit : 0n;
}
