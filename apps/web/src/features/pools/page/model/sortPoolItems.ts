import type { SortLabel } from "../../../../shared/ui/index.ts";
import { getPoolItemMetrics, type PoolItemMetrics } from "./getPoolItemMetrics.ts";
import type { PoolListItem } from "./PoolListItem.ts";

/** The sort select's options (spec 000 section 4, Pool sorting), in the order the select lists them. */
export const POOL_SORT_OPTIONS = ["hot", "apr", "earned", "totalStaked"] as const;

export type PoolSortOption = (typeof POOL_SORT_OPTIONS)[number];

/** Each option's label, a translation key. */
export const poolSortLabels: Readonly<Record<PoolSortOption, SortLabel>> = {
  hot: "Hot",
  apr: "APR",
  earned: "Earned",
  totalStaked: "Total staked",
};

const sortValue: Readonly<Record<Exclude<PoolSortOption, "hot">, (metrics: PoolItemMetrics) => number>> = {
  // An unknown APR sorts below every known one.
  apr: (metrics) => metrics.apr ?? Number.NEGATIVE_INFINITY,
  earned: (metrics) => metrics.earnedUsd,
  totalStaked: (metrics) => metrics.totalStakedUsd,
};

const vaultFirst = (item: PoolListItem): number => (item.kind === "vault" ? 0 : 1);

/** The default order: the vault, then by sortOrder (the main pool has 1), then by sousId. */
function compareHot(a: PoolListItem, b: PoolListItem): number {
  if (a.kind === "vault" || b.kind === "vault") return vaultFirst(a) - vaultFirst(b);
  return a.pool.sortOrder - b.pool.sortOrder || a.pool.sousId - b.pool.sousId;
}

/** Sorts for `option`, descending; ties keep the default order. Returns a new array. */
export function sortPoolItems(items: readonly PoolListItem[], option: PoolSortOption): PoolListItem[] {
  const hot = [...items].sort(compareHot);
  if (option === "hot") return hot;
  const valueOf = sortValue[option];
  return hot
    .map((item) => ({ item, value: valueOf(getPoolItemMetrics(item)) }))
    .sort((a, b) => (b.value === a.value ? 0 : b.value > a.value ? 1 : -1))
    .map(({ item }) => item);
}
