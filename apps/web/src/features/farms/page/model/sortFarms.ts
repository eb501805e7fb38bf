import type { SortLabel } from "../../../../shared/ui/index.ts";
import type { Farm } from "../../model/Farm.ts";

/** The sort select's options (issue 7: Hot, APR, Multiplier, Earned, Liquidity), in its order. */
export const FARM_SORT_OPTIONS = ["hot", "apr", "multiplier", "earned", "liquidity"] as const;

export type FarmSortOption = (typeof FARM_SORT_OPTIONS)[number];

/** Each option's label, a translation key. */
export const farmSortLabels: Readonly<Record<FarmSortOption, SortLabel>> = {
  hot: "Hot",
  apr: "APR",
  multiplier: "Multiplier",
  earned: "Earned",
  liquidity: "Liquidity",
};

// An unknown figure sorts below every known one.
const sortValue: Readonly<Record<Exclude<FarmSortOption, "hot">, (farm: Farm) => number | bigint>> = {
  apr: (farm) => farm.totalApr ?? Number.NEGATIVE_INFINITY,
  multiplier: (farm) => farm.allocPoint,
  // Every farm earns CAKE, so raw amounts compare as they are.
  earned: (farm) => farm.userData?.earnings ?? 0n,
  liquidity: (farm) => farm.liquidityUsd ?? Number.NEGATIVE_INFINITY,
};

/**
 * Sorts for `option`, descending; Hot is the catalogue's own order, which also breaks ties. Returns a
 * new array.
 */
export function sortFarms(farms: readonly Farm[], option: FarmSortOption): Farm[] {
  if (option === "hot") return [...farms];
  const valueOf = sortValue[option];
  return farms
    .map((farm) => ({ farm, value: valueOf(farm) }))
    .sort((a, b) => (b.value === a.value ? 0 : b.value > a.value ? 1 : -1))
    .map(({ farm }) => farm);
}
