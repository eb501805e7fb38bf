import { CAKE_DECIMALS } from "../../../../shared/chain/index.ts";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { ExpandableRow } from "../../../../shared/ui/index.ts";
import { EarnedValue } from "../../../staking/index.ts";
import type { Farm } from "../../model/Farm.ts";
import type { FarmDescription, FarmListContext } from "../model/describeFarm.ts";
import { FarmActionPanels } from "./FarmActionPanels.tsx";
import { FarmAprValue } from "./FarmAprValue.tsx";
import { FarmInfoSection } from "./FarmInfoSection.tsx";
import { FarmLiquidityValue } from "./FarmLiquidityValue.tsx";
import { FarmMultiplierValue } from "./FarmMultiplierValue.tsx";
import { FarmName } from "./FarmName.tsx";

export interface FarmTableRowProps {
  readonly farm: Farm;
  readonly description: FarmDescription;
  readonly context: FarmListContext;
  readonly hasAccount: boolean;
}

/** One farm as a table row: Earned, APR, Liquidity and Multiplier, with its info and panels beneath. */
export function FarmTableRow({ farm, description, context, hasAccount }: FarmTableRowProps) {
  const { t } = useTranslation();
  return (
    <ExpandableRow
      data={{ "data-testid": "farm-row", "data-farm-pid": String(farm.pid) }}
      name={<FarmName farm={farm} hasStake={description.hasStake} />}
      columns={[
        {
          key: "earned",
          label: t("Earned"),
          shownFrom: "tablet",
          content: (
            <EarnedValue
              hasAccount={hasAccount}
              earned={description.earned}
              decimals={CAKE_DECIMALS}
              earnedUsd={description.earnedUsd}
            />
          ),
        },
        {
          key: "apr",
          label: t("APR"),
          shownFrom: "phone",
          content: (
            <FarmAprValue
              farm={farm}
              cakePriceUsd={context.cakePriceUsd}
              addLiquidityHref={description.addLiquidityHref}
            />
          ),
        },
        {
          key: "liquidity",
          label: t("Liquidity"),
          shownFrom: "tablet",
          content: <FarmLiquidityValue liquidityUsd={farm.liquidityUsd} />,
        },
        {
          key: "multiplier",
          label: t("Multiplier"),
          shownFrom: "desktop",
          content: <FarmMultiplierValue multiplier={farm.multiplier} />,
        },
      ]}
      info={<FarmInfoSection farm={farm} description={description} />}
      actions={<FarmActionPanels farm={farm} description={description} context={context} layout="row" />}
    />
  );
}
