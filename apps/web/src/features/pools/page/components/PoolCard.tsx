import { useTranslation } from "../../../../shared/i18n/index.ts";
import { ExpandableCard } from "../../../../shared/ui/index.ts";
import type { PoolItemDescription } from "../model/describePoolItem.ts";
import type { PoolListItem } from "../model/PoolListItem.ts";
import { PoolActionPanels } from "./PoolActionPanels.tsx";
import { PoolAprValue } from "./PoolAprValue.tsx";
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
  const { metrics } = description;
  return (
    <ExpandableCard
      data={{ "data-testid": "pool-card", "data-pool-key": item.key }}
      dimmed={item.kind === "pool" && item.pool.isFinished}
      header={<PoolName item={item} hasStake={metrics.hasStake} />}
      lines={[
        {
          key: "apr",
          label: item.kind === "vault" ? t("APY") : t("APR"),
          content: <PoolAprValue item={item} apr={metrics.apr} />,
        },
      ]}
      actions={<PoolActionPanels item={item} layout="column" />}
      badge={<PoolTypeBadge isAutoVault={item.kind === "vault"} />}
      details={
        <PoolInfoSection
          item={item}
          metrics={metrics}
          countdown={description.countdown}
          explorerUrls={description.explorerUrls}
          canAddToken={canAddToken}
        />
      }
    />
  );
}
