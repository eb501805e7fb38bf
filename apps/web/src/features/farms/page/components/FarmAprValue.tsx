import { useTranslation } from "../../../../shared/i18n/index.ts";
import { AprValue } from "../../../staking/index.ts";
import type { Farm } from "../../model/Farm.ts";
import { getFarmRoiProps } from "../model/getFarmRoiProps.ts";

/** The APR with LP rewards (the base APR alone while they are unavailable) and the ROI calculator. */
export function FarmAprValue({
  farm,
  cakePriceUsd,
  addLiquidityHref,
}: {
  farm: Farm;
  cakePriceUsd: number | null;
  addLiquidityHref: string;
}) {
  const { t } = useTranslation();
  return (
    <AprValue
      apr={farm.totalApr}
      isFinished={farm.isFinished}
      roiProps={getFarmRoiProps(farm, { cakePriceUsd, addLiquidityHref }, t)}
    />
  );
}
