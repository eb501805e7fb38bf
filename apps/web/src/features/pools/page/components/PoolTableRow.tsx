import { useTranslation } from "../../../../shared/i18n/index.ts";
import { ExpandableRow } from "../../../../shared/ui/index.ts";
import { EarnedValue } from "../../../staking/index.ts";
import type { PoolItemDescription } from "../model/describePoolItem.ts";
import { poolOf, type PoolListItem } from "../model/PoolListItem.ts";
import { PoolActionPanels } from "./PoolActionPanels.tsx";
import { PoolAprValue } from "./PoolAprValue.tsx";
import { PoolCountdownValue } from "./PoolCountdownValue.tsx";
import { PoolInfoSection } from "./PoolInfoSection.tsx";
import { PoolName } from "./PoolName.tsx";
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
  const { metrics, countdown } = description;
  return (
    <ExpandableRow
      data={{ "data-testid": "pool-row", "data-pool-key": item.key }}
      name={<PoolName item={item} hasStake={metrics.hasStake} />}
      columns={[
        {
          key: "earned",
          label: item.kind === "vault" ? t("Recent CAKE profit") : t("Earned"),
          shownFrom: "tablet",
          content: (
            <EarnedValue
              hasAccount={hasAccount}
              earned={metrics.earned}
              decimals={poolOf(item).earningToken.decimals}
              earnedUsd={metrics.earnedUsd}
            />
          ),
        },
        {
          key: "apr",
          label: item.kind === "vault" ? t("APY") : t("APR"),
          shownFrom: "phone",
          content: <PoolAprValue item={item} apr={metrics.apr} />,
        },
        {
          key: "totalStaked",
          label: t("Total staked"),
          shownFrom: "tablet",
          content: <PoolTotalStakedValue item={item} totalStaked={metrics.totalStaked} />,
        },
        {
          key: "countdown",
          label: countdown?.kind === "starts" ? t("Starts in") : t("Ends in"),
          shownFrom: "desktop",
          content: <PoolCountdownValue countdown={countdown} />,
        },
      ]}
      info={
        <>
          <PoolInfoSection
            item={item}
            metrics={metrics}
            countdown={countdown}
            explorerUrls={description.explorerUrls}
            canAddToken={canAddToken}
          />
          <PoolTypeBadge isAutoVault={item.kind === "vault"} />
        </>
      }
      actions={<PoolActionPanels item={item} layout="row" />}
    />
  );
}
