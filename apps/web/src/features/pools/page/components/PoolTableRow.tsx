import { useId, useState } from "react";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { ChevronDownIcon, classNames } from "../../../../shared/ui/index.ts";
import { useDelayedUnmount } from "../hooks/useDelayedUnmount.ts";
import type { PoolItemDescription } from "../model/describePoolItem.ts";
import { POOL_ROW_EXPAND_MS } from "../model/poolsPageLayout.ts";
import type { PoolListItem } from "../model/PoolListItem.ts";
import { PoolActionPanels } from "./PoolActionPanels.tsx";
import { PoolAprValue } from "./PoolAprValue.tsx";
import { PoolCountdownValue } from "./PoolCountdownValue.tsx";
import { PoolEarnedValue } from "./PoolEarnedValue.tsx";
import { PoolInfoSection } from "./PoolInfoSection.tsx";
import { PoolName } from "./PoolName.tsx";
import { PoolStat } from "./PoolStat.tsx";
import styles from "./PoolTableRow.module.css";
import { PoolTotalStakedValue } from "./PoolTotalStakedValue.tsx";
import { PoolTypeBadge } from "./PoolTypeBadge.tsx";

export interface PoolTableRowProps {
  readonly item: PoolListItem;
  readonly description: PoolItemDescription;
  readonly hasAccount: boolean;
  readonly canAddToken: boolean;
}

/** One pool as a table row; its details button opens its info and stake panels beneath it. */
export function PoolTableRow({ item, description, hasAccount, canAddToken }: PoolTableRowProps) {
  const { t } = useTranslation();
  const detailsId = useId();
  const [expanded, setExpanded] = useState(false);
  const showDetails = useDelayedUnmount(expanded, POOL_ROW_EXPAND_MS);
  const { metrics, countdown } = description;
  const toggle = () => setExpanded((open) => !open);
  return (
    <li className={styles.row} data-testid="pool-row" data-pool-key={item.key}>
      {/* The button below is the keyboard and screen-reader control; the whole row is a larger click target. */}
      <div className={styles.summary} onClick={toggle}>
        <div className={styles.name}>
          <PoolName item={item} hasStake={metrics.hasStake} />
        </div>
        <PoolStat
          className={styles.earned}
          label={item.kind === "vault" ? t("Recent CAKE profit") : t("Earned")}
        >
          <PoolEarnedValue item={item} metrics={metrics} hasAccount={hasAccount} />
        </PoolStat>
        <PoolStat className={styles.apr} label={item.kind === "vault" ? t("APY") : t("APR")}>
          <PoolAprValue item={item} apr={metrics.apr} />
        </PoolStat>
        <PoolStat className={styles.totalStaked} label={t("Total staked")}>
          <PoolTotalStakedValue item={item} totalStaked={metrics.totalStaked} />
        </PoolStat>
        <PoolStat
          className={styles.countdown}
          label={countdown?.kind === "starts" ? t("Starts in") : t("Ends in")}
        >
          <PoolCountdownValue countdown={countdown} />
        </PoolStat>
        <button
          type="button"
          className={styles.expand}
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={(event) => {
            event.stopPropagation();
            toggle();
          }}
        >
          <span className={styles.expandLabel}>{expanded ? t("Hide") : t("Details")}</span>
          <ChevronDownIcon size={20} className={classNames(styles.chevron, expanded && styles.chevronOpen)} />
        </button>
      </div>
      <div id={detailsId} className={classNames(styles.details, expanded ? styles.opening : styles.closing)}>
        {showDetails && (
          <div className={styles.detailsContent}>
            <div className={styles.info}>
              <PoolInfoSection
                item={item}
                metrics={metrics}
                countdown={countdown}
                explorerUrls={description.explorerUrls}
                canAddToken={canAddToken}
              />
              <PoolTypeBadge isAutoVault={item.kind === "vault"} />
            </div>
            <PoolActionPanels item={item} layout="row" />
          </div>
        )}
      </div>
    </li>
  );
}
