import { useTranslation } from "../../../../shared/i18n/index.ts";
import { ExternalLink, Toggle } from "../../../../shared/ui/index.ts";
import type { PoolsTab } from "../model/filterPoolItems.ts";
import type { PoolsViewMode } from "../model/poolsPreferences.ts";
import type { PoolSortOption } from "../model/sortPoolItems.ts";
import styles from "./PoolControls.module.css";
import { PoolSearchInput } from "./PoolSearchInput.tsx";
import { PoolSortSelect } from "./PoolSortSelect.tsx";
import { PoolsTabLinks } from "./PoolsTabLinks.tsx";
import { ViewModeToggle } from "./ViewModeToggle.tsx";

/** The docs page on pools (spec 000 section 2: a help link goes to external docs). */
export const POOLS_HELP_URL = "https://docs.griddle.finance/syrup-pools/syrup-pool";

export interface PoolControlsProps {
  readonly tab: PoolsTab;
  readonly showFinishedTab: boolean;
  readonly viewMode: PoolsViewMode;
  readonly onViewModeChange: (viewMode: PoolsViewMode) => void;
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
    <div className={styles.controls}>
      <div className={styles.group}>
        <ViewModeToggle viewMode={props.viewMode} onChange={props.onViewModeChange} />
        <Toggle checked={props.stakedOnly} onChange={props.onStakedOnlyChange} label={t("Staked only")} />
        <PoolsTabLinks activeTab={props.tab} showFinished={props.showFinishedTab} />
      </div>
      <div className={styles.group}>
        <PoolSortSelect value={props.sort} onChange={props.onSortChange} />
        <PoolSearchInput value={props.query} onChange={props.onQueryChange} />
        <ExternalLink href={POOLS_HELP_URL} showIcon className={styles.help}>
          {t("Help")}
        </ExternalLink>
      </div>
    </div>
  );
}
