/** A farm as the harvest list reads it: its pending CAKE once the account's data is in. */
export interface HarvestableFarm {
  readonly userData: { readonly earnings: bigint } | undefined;
}

/** What 'Harvest all' collects: one transaction per entry. */
export interface HarvestList<farm extends HarvestableFarm> {
  /** The farms with pending CAKE, in the order given. */
  readonly farms: readonly farm[];
  /** True when the manual CAKE pool has pending CAKE too: it is harvested after the farms. */
  readonly includesManualPool: boolean;
  /** The transactions 'Harvest all (N)' sends. */
  readonly count: number;
  /** Raw CAKE waiting in all of them: 'CAKE to Harvest'. */
  readonly cakeToHarvest: bigint;
}

/**
 * The farms and pool whose CAKE 'Harvest all' collects, as PancakeSwap's home page harvests every farm
 * with a balance and the manual CAKE pool with them. Entries without pending CAKE are skipped, since a
 * harvest of nothing would cost gas for no reward.
 */
export function buildHarvestList<farm extends HarvestableFarm>(
  farms: readonly farm[],
  manualPoolPending: bigint | undefined,
): HarvestList<farm> {
  const withEarnings = farms.filter((farm) => (farm.userData?.earnings ?? 0n) > 0n);
  const includesManualPool = (manualPoolPending ?? 0n) > 0n;
  const farmCake = withEarnings.reduce((sum, farm) => sum + (farm.userData?.earnings ?? 0n), 0n);
  return {
    farms: withEarnings,
    includesManualPool,
    count: withEarnings.length + (includesManualPool ? 1 : 0),
    cakeToHarvest: farmCake + (includesManualPool ? (manualPoolPending ?? 0n) : 0n),
  };
}
