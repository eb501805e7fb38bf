import type { StakingTab } from "../../../staking/index.ts";
import { getPoolItemMetrics } from "./getPoolItemMetrics.ts";
import { poolOf, type PoolListItem } from "./PoolListItem.ts";

export interface PoolItemFilter {
  readonly tab: StakingTab;
  readonly stakedOnly: boolean;
  /** Matched against the earning token's symbol, ignoring case and surrounding spaces. */
  readonly query: string;
}

function isInTab(item: PoolListItem, tab: StakingTab): boolean {
  // The vault never ends, so it only ever shows among the live pools.
  const finished = item.kind === "pool" && item.pool.isFinished;
  return tab === "finished" ? finished : !finished;
}

/** The entries the list shows for the tab, the staked-only toggle and the search box. */
export function filterPoolItems(items: readonly PoolListItem[], filter: PoolItemFilter): PoolListItem[] {
  const query = filter.query.trim().toLowerCase();
  return items.filter(
    (item) =>
      isInTab(item, filter.tab) &&
      (!filter.stakedOnly || getPoolItemMetrics(item).hasStake) &&
      (query === "" || poolOf(item).earningToken.symbol.toLowerCase().includes(query)),
  );
}
