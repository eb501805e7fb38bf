import { useTranslation } from "../../../../shared/i18n/index.ts";
import {
  ExternalLink,
  ListControls,
  SearchInput,
  SortSelect,
  Toggle,
  type ViewMode,
  ViewModeToggle,
} from "../../../../shared/ui/index.ts";
import { LiveFinishedTabs, type StakingTab } from "../../../staking/index.ts";
import { POOL_SORT_OPTIONS, poolSortLabels, type PoolSortOption } from "../model/sortPoolItems.ts";
import styles from "./PoolControls.module.css";

/** The docs page on pools (spec 000 section 2: a help link goes to external docs). */
export const POOLS_HELP_URL = "https://docs.griddle.finance/syrup-pools/syrup-pool";

export interface PoolControlsProps {
  readonly tab: StakingTab;
  readonly showFinishedTab: boolean;
  readonly viewMode: ViewMode;
  readonly onViewModeChange: (viewMode: ViewMode) => void;
  readonly stakedOnly: boolean;
  readonly onStakedOnlyChange: (stakedOnly: boolean) => void;
  readonly sort: PoolSortOption;
  readonly onSortChange: (sort: PoolSortOption) => void;
  readonly query: string;
  readonly onQueryChange: (query: string) => void;
}

/** The bar above the list: view, staked-only, Live/Finished, sort, search and help. */
export function PoolControls(props: PoolControlsProps) {
  const { t } = useTranslation();
  return (
    <ListControls
      start={
        <>
          <ViewModeToggle viewMode={props.viewMode} onChange={props.onViewModeChange} />
          <Toggle checked={props.stakedOnly} onChange={props.onStakedOnlyChange} label={t("Staked only")} />
          <LiveFinishedTabs
            basePath="/pools"
            label={t("Pools")}
            activeTab={props.tab}
            showFinished={props.showFinishedTab}
          />
        </>
      }
      end={
        <>
          <SortSelect
            value={props.sort}
            options={POOL_SORT_OPTIONS}
            labels={poolSortLabels}
            onChange={props.onSortChange}
          />
          <SearchInput value={props.query} onChange={props.onQueryChange} placeholder={t("Search Pools")} />
          <ExternalLink href={POOLS_HELP_URL} showIcon className={styles.help}>
            {t("Help")}
          </ExternalLink>
        </>
      }
    />
  );
}
