import { useTranslation } from "../../../../shared/i18n/index.ts";
import {
  ListControls,
  SearchInput,
  SortSelect,
  Toggle,
  type ViewMode,
  ViewModeToggle,
} from "../../../../shared/ui/index.ts";
import { LiveFinishedTabs, type StakingTab } from "../../../staking/index.ts";
import type { FarmTypeFilter } from "../model/filterFarms.ts";
import { FARM_SORT_OPTIONS, farmSortLabels, type FarmSortOption } from "../model/sortFarms.ts";
import { FarmTypeFilterButtons } from "./FarmTypeFilterButtons.tsx";

export interface FarmControlsProps {
  readonly tab: StakingTab;
  readonly viewMode: ViewMode;
  readonly onViewModeChange: (viewMode: ViewMode) => void;
  readonly stakedOnly: boolean;
  readonly onStakedOnlyChange: (stakedOnly: boolean) => void;
  readonly typeFilter: FarmTypeFilter;
  readonly onTypeFilterChange: (filter: FarmTypeFilter) => void;
  readonly sort: FarmSortOption;
  readonly onSortChange: (sort: FarmSortOption) => void;
  readonly query: string;
  readonly onQueryChange: (query: string) => void;
}

/** The bar above the farms: view, staked-only, Live/Finished, Core/Community, sort and search. */
export function FarmControls(props: FarmControlsProps) {
  const { t } = useTranslation();
  return (
    <ListControls
      start={
        <>
          <ViewModeToggle viewMode={props.viewMode} onChange={props.onViewModeChange} />
          <Toggle checked={props.stakedOnly} onChange={props.onStakedOnlyChange} label={t("Staked only")} />
          <LiveFinishedTabs basePath="/farms" label={t("Farms")} activeTab={props.tab} showFinished />
          <FarmTypeFilterButtons value={props.typeFilter} onChange={props.onTypeFilterChange} />
        </>
      }
      end={
        <>
          <SortSelect
            value={props.sort}
            options={FARM_SORT_OPTIONS}
            labels={farmSortLabels}
            onChange={props.onSortChange}
          />
          <SearchInput value={props.query} onChange={props.onQueryChange} placeholder={t("Search Farms")} />
        </>
      }
    />
  );
}
