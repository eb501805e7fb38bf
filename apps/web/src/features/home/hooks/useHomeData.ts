import { useMemo } from "react";
import type { Address } from "viem";
import { useConnection } from "wagmi";
import { CAKE_DECIMALS, useAppChainConfig } from "../../../shared/chain/index.ts";
import { useFarms, type Farm } from "../../farms/index.ts";
import { convertSharesToCake, usePools, useVault, type Pool } from "../../pools/index.ts";
import { useCakePriceUsd } from "../../price/index.ts";
import { buildHarvestList, type HarvestList } from "../model/buildHarvestList.ts";
import { computeMarketCap } from "../model/computeMarketCap.ts";
import { computeStakedValueUsd } from "../model/computeStakedValueUsd.ts";
import { computeTotalValueLocked } from "../model/computeTotalValueLocked.ts";
import { selectTopByApr, type RankedByApr } from "../model/selectTopByApr.ts";
import { useCakeBalance } from "./useCakeBalance.ts";
import { useCakeStats, type CakeStats } from "./useCakeStats.ts";
import { useVaultStakeInManualPool } from "./useVaultStakeInManualPool.ts";

/** How many farms and pools the top lists show. */
const TOP_LIST_SIZE = 5;

/** The connected account's side of the home page; every figure undefined while it loads. */
export interface HomeAccountData {
  readonly account: Address;
  /** Undefined until the farms' and pools' positions are read. */
  readonly harvestList: HarvestList<Farm> | undefined;
  readonly cakeBalance: bigint | undefined;
  /** US dollars in farms, pools and the vault. */
  readonly stakedUsd: number | undefined;
}

export interface HomeData {
  readonly cakePriceUsd: number | null;
  readonly cakeStats: CakeStats;
  /** Null while CAKE's supply or price is unknown. */
  readonly marketCapUsd: number | null;
  /** Undefined while the farms, pools or vault load. */
  readonly tvlUsd: number | undefined;
  /**
   * 'Earn up to X% APR in Farms': the best live farm's APR incl. LP rewards; null without such a farm,
   * undefined while the farms load.
   */
  readonly highestFarmApr: number | null | undefined;
  /** Live farms by APR incl. LP rewards, highest first; undefined while the farms load. */
  readonly topFarms: readonly RankedByApr<Farm>[] | undefined;
  /** Live pools by APR, highest first; undefined while the pools load. */
  readonly topPools: readonly RankedByApr<Pool>[] | undefined;
  /** MasterChef's pool 0; undefined while the pools load. */
  readonly manualPool: Pool | undefined;
  /** Undefined for a visitor. */
  readonly accountData: HomeAccountData | undefined;
  /**
   * True when the indexer is unset or down: the farms' LP rewards are unknown, so their APRs (the
   * highest and the top list) are CAKE rewards alone, as on /farms.
   */
  readonly lpRewardsUnavailable: boolean;
}

/**
 * Everything the home page shows, from the farms, the pools, the vault and CAKE's own reads: each goes
 * into the page's one multicall batch per block, where the calls they share travel once.
 */
export function useHomeData(): HomeData {
  const { address: account } = useConnection();
  const farmsState = useFarms();
  const poolsState = usePools();
  const vault = useVault();
  const vaultAddress = useAppChainConfig().contracts.cakeVault;
  const cakePriceUsd = useCakePriceUsd();

  const manualPool = poolsState.pools.find((pool) => pool.sousId === 0);
  const cakeStats = useCakeStats();
  const cakeBalance = useCakeBalance(account);
  const vaultStake = useVaultStakeInManualPool(vaultAddress);

  const { farms, isLoading: farmsLoading, userDataLoaded, lpRewardsUnavailable } = farmsState;
  const { pools, isLoading: poolsLoading } = poolsState;
  const vaultLoading = vaultAddress !== undefined && (vault === undefined || vaultStake === undefined);

  const tvlUsd = useMemo(() => {
    if (farmsLoading || poolsLoading || vaultLoading) return undefined;
    return computeTotalValueLocked({
      farms,
      pools,
      vault:
        vault === undefined || vaultStake === undefined
          ? null
          : { totalCake: vault.totalCakeInVault, stakedInManualPool: vaultStake },
      cakeDecimals: CAKE_DECIMALS,
      cakePriceUsd,
    });
  }, [farms, pools, vault, vaultStake, farmsLoading, poolsLoading, vaultLoading, cakePriceUsd]);

  const topFarms = useMemo(
    () => (farmsLoading ? undefined : selectTopByApr(farms, (farm) => farm.totalApr, TOP_LIST_SIZE)),
    [farms, farmsLoading],
  );
  const topPools = useMemo(
    () => (poolsLoading ? undefined : selectTopByApr(pools, (pool) => pool.apr, TOP_LIST_SIZE)),
    [pools, poolsLoading],
  );

  const { totalSupply, burned } = cakeStats;
  const marketCapUsd = useMemo(
    () =>
      totalSupply === null || burned === null
        ? null
        : computeMarketCap({ totalSupply, burned, decimals: CAKE_DECIMALS, priceUsd: cakePriceUsd }),
    [totalSupply, burned, cakePriceUsd],
  );

  const manualPoolUserData = manualPool?.userData;
  const harvestList = useMemo(
    () =>
      !userDataLoaded || manualPoolUserData === undefined
        ? undefined
        : buildHarvestList(farms, manualPoolUserData.pendingReward),
    [farms, userDataLoaded, manualPoolUserData],
  );

  const vaultUserData = vault?.userData;
  const poolsUserDataLoaded = manualPoolUserData !== undefined;
  const stakedUsd = useMemo(() => {
    if (!userDataLoaded || !poolsUserDataLoaded || (vault !== undefined && vaultUserData === undefined)) {
      return undefined;
    }
    return computeStakedValueUsd({
      farms,
      pools,
      vaultCake:
        vault === undefined || vaultUserData === undefined
          ? 0n
          : convertSharesToCake(vaultUserData.userShares, vault.pricePerFullShare),
      cakeDecimals: CAKE_DECIMALS,
      cakePriceUsd,
    });
  }, [farms, pools, vault, vaultUserData, userDataLoaded, poolsUserDataLoaded, cakePriceUsd]);

  const accountData = useMemo(
    () => (account === undefined ? undefined : { account, harvestList, cakeBalance, stakedUsd }),
    [account, harvestList, cakeBalance, stakedUsd],
  );

  return {
    cakePriceUsd,
    cakeStats,
    marketCapUsd,
    tvlUsd,
    highestFarmApr: topFarms === undefined ? undefined : (topFarms[0]?.apr ?? null),
    topFarms,
    topPools,
    manualPool,
    accountData,
    lpRewardsUnavailable,
  };
}
