import { useId, useState } from "react";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { ChevronDownIcon, classNames } from "../../../../shared/ui/index.ts";
import type { PoolItemDescription } from "../model/describePoolItem.ts";
import type { PoolListItem } from "../model/PoolListItem.ts";
import { PoolActionPanels } from "./PoolActionPanels.tsx";
import { PoolAprValue } from "./PoolAprValue.tsx";
import styles from "./PoolCard.module.css";
import { PoolInfoSection } from "./PoolInfoSection.tsx";
import { PoolName } from "./PoolName.tsx";
import { PoolTypeBadge } from "./PoolTypeBadge.tsx";

export interface PoolCardProps {
  readonly item: PoolListItem;
  readonly description: PoolItemDescription;
  readonly canAddToken: boolean;
}

/** One pool as a card (card view): its rate and panels, with its info behind a Details button. */
export function PoolCard({ item, description, canAddToken }: PoolCardProps) {
  const { t } = useTranslation();
  const detailsId = useId();
  const [expanded, setExpanded] = useState(false);
  const { metrics } = description;
  const isFinished = item.kind === "pool" && item.pool.isFinished;
  return (
    <article
      className={classNames(styles.card, isFinished && styles.finished)}
      data-testid="pool-card"
      data-pool-key={item.key}
    >
      <header className={styles.header}>
        <PoolName item={item} hasStake={metrics.hasStake} />
      </header>
      <div className={styles.body}>
        <div className={styles.line}>
          <span className={styles.label}>{item.kind === "vault" ? t("APY") : t("APR")}</span>
          <PoolAprValue item={item} apr={metrics.apr} />
        </div>
        <PoolActionPanels item={item} layout="column" />
      </div>
      <footer className={styles.footer}>
        <div className={styles.footerBar}>
          <PoolTypeBadge isAutoVault={item.kind === "vault"} />
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? t("Hide") : t("Details")}
            <ChevronDownIcon
              size={20}
              className={classNames(styles.chevron, expanded && styles.chevronOpen)}
            />
          </button>
        </div>
        <div id={detailsId} hidden={!expanded}>
          {expanded && (
            <PoolInfoSection
              item={item}
              metrics={metrics}
              countdown={description.countdown}
              explorerUrls={description.explorerUrls}
              canAddToken={canAddToken}
            />
          )}
        </div>
      </footer>
    </article>
  );
}
