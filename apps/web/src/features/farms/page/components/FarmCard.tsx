import { useTranslation } from "../../../../shared/i18n/index.ts";
import { ExpandableCard } from "../../../../shared/ui/index.ts";
import type { Farm } from "../../model/Farm.ts";
import type { FarmDescription, FarmListContext } from "../model/describeFarm.ts";
import { FarmActionPanels } from "./FarmActionPanels.tsx";
import { FarmAprValue } from "./FarmAprValue.tsx";
import { FarmInfoSection } from "./FarmInfoSection.tsx";
import { FarmName } from "./FarmName.tsx";

export interface FarmCardProps {
  readonly farm: Farm;
  readonly description: FarmDescription;
  readonly context: FarmListContext;
}

/** One farm as a card (card view): its APR, what it earns and its panels, with its info behind Details. */
export function FarmCard({ farm, description, context }: FarmCardProps) {
  const { t } = useTranslation();
  return (
    <ExpandableCard
      data={{ "data-testid": "farm-card", "data-farm-pid": String(farm.pid) }}
      dimmed={farm.isFinished}
      header={<FarmName farm={farm} hasStake={description.hasStake} />}
      lines={[
        {
          key: "apr",
          label: t("APR"),
          content: (
            <FarmAprValue
              farm={farm}
              cakePriceUsd={context.cakePriceUsd}
              addLiquidityHref={description.addLiquidityHref}
            />
          ),
        },
        { key: "earn", label: t("Earn"), content: <span>{t("CAKE + Fees")}</span> },
      ]}
      actions={<FarmActionPanels farm={farm} description={description} context={context} layout="column" />}
      details={<FarmInfoSection farm={farm} description={description} />}
    />
  );
}
