import { computeRecentCakeProfit } from "../../stakePanel/vault/model/computeRecentCakeProfit.ts";
import type { PoolListItem } from "./PoolListItem.ts";

/** The numbers a pools-list entry shows and sorts by. */
export interface PoolItemMetrics {
  /** Percent per year: the pool's APR, the vault's APY; null when unknown. */
  readonly apr: number | null;
  /**
   * Raw earning-token units the account has earned: a pool's pending reward, the vault's CAKE profit
   * since the account's last deposit or withdrawal. Undefined without the account's data.
   */
  readonly earned: bigint | undefined;
  /** US dollars of `earned`; 0 when it or the price is unknown. */
  readonly earnedUsd: number;
  /** Raw staking-token units staked by everyone. */
  readonly totalStaked: bigint;
  /** US dollars of `totalStaked`; 0 when the price is unknown. */
  readonly totalStakedUsd: number;
  /** Whether the account has a stake (vault: shares) here. */
  readonly hasStake: boolean;
}

/** A raw amount in whole tokens, as a float: precise enough to sort and to show dollars. */
export function toTokenNumber(raw: bigint, decimals: number): number {
  return Number(raw) / 10 ** decimals;
}

function usdValue(raw: bigint | undefined, decimals: number, price: number | null): number {
  if (raw === undefined || price === null) return 0;
  return toTokenNumber(raw, decimals) * price;
}

export function getPoolItemMetrics(item: PoolListItem): PoolItemMetrics {
  if (item.kind === "pool") {
    const { pool } = item;
    const earned = pool.userData?.pendingReward;
    return {
      apr: pool.apr,
      earned,
      earnedUsd: usdValue(earned, pool.earningToken.decimals, pool.earningTokenPrice),
      totalStaked: pool.totalStaked,
      totalStakedUsd: usdValue(pool.totalStaked, pool.stakingToken.decimals, pool.stakingTokenPrice),
      hasStake: (pool.userData?.stakedBalance ?? 0n) > 0n,
    };
  }
  const { vault, cakePool } = item;
  const { userData } = vault;
  // The vault pays no reward of its own: what the account earned is what its shares gained in CAKE.
  const earned =
    userData === undefined
      ? undefined
      : computeRecentCakeProfit({
          userShares: userData.userShares,
          pricePerFullShare: vault.pricePerFullShare,
          cakeAtLastUserAction: userData.cakeAtLastUserAction,
        });
  const decimals = cakePool.stakingToken.decimals;
  return {
    apr: vault.apy,
    earned,
    earnedUsd: usdValue(earned, decimals, vault.cakePrice),
    totalStaked: vault.totalCakeInVault,
    totalStakedUsd: usdValue(vault.totalCakeInVault, decimals, vault.cakePrice),
    hasStake: (userData?.userShares ?? 0n) > 0n,
  };
}
