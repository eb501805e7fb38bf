import type { StakingTab } from "../../../staking/index.ts";
import type { Farm } from "../../model/Farm.ts";

/** The Core / Community filter (spec 000 section 4, Farm filters: all, core, community). */
export const FARM_TYPE_FILTERS = ["all", "core", "community"] as const;

export type FarmTypeFilter = (typeof FARM_TYPE_FILTERS)[number];

/** Each filter's label, a translation key. */
export const farmTypeFilterLabels = {
  all: "All",
  core: "Core",
  community: "Community",
} as const satisfies Readonly<Record<FarmTypeFilter, string>>;

export interface FarmFilter {
  readonly tab: StakingTab;
  readonly stakedOnly: boolean;
  readonly type: FarmTypeFilter;
  /** Matched against the LP symbol, ignoring case and surrounding spaces. */
  readonly query: string;
}

/** Whether the account has LP staked in `farm`. */
export function hasFarmStake(farm: Farm): boolean {
  return (farm.userData?.stakedBalance ?? 0n) > 0n;
}

function matchesType(farm: Farm, type: FarmTypeFilter): boolean {
  if (type === "all") return true;
  return farm.isCommunity === (type === "community");
}

/** The farms the list shows for the tab, the staked-only toggle, the type filter and the search box. */
export function filterFarms(farms: readonly Farm[], filter: FarmFilter): Farm[] {
  const query = filter.query.trim().toLowerCase();
  return farms.filter(
    (farm) =>
      farm.isFinished === (filter.tab === "finished") &&
      (!filter.stakedOnly || hasFarmStake(farm)) &&
      matchesType(farm, filter.type) &&
      (query === "" || farm.lpSymbol.toLowerCase().includes(query)),
  );
}
