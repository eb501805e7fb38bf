import { useTranslation } from "../../../../shared/i18n/index.ts";
import { AprValue } from "../../../staking/index.ts";
import { getPoolRoiProps } from "../model/getPoolRoiProps.ts";
import type { PoolListItem } from "../model/PoolListItem.ts";

/** The APR (the vault's APY) with the ROI calculator beside it; an ended pool shows 0%. */
export function PoolAprValue({ item, apr }: { item: PoolListItem; apr: number | null }) {
  const { t } = useTranslation();
  return (
    <AprValue
      apr={apr}
      isFinished={item.kind === "pool" && item.pool.isFinished}
      roiProps={getPoolRoiProps(item, t)}
    />
  );
}
