import { useCallback } from "react";
import type { PoolConfig } from "../../pools/index.ts";
import { useStakingActionRunner } from "../../staking/index.ts";
import { useHarvestAll } from "../hooks/useHarvestAll.ts";
import type { Farm } from "../../farms/index.ts";
import type { HarvestList } from "../model/buildHarvestList.ts";
import { FarmStakingCard, type FarmStakingCardProps } from "./FarmStakingCard.tsx";

export interface HarvestingFarmStakingCardProps extends Omit<
  FarmStakingCardProps,
  "harvestCount" | "progress" | "onHarvestAll"
> {
  readonly manualPool: PoolConfig;
  /** Undefined until the account's positions are read. */
  readonly harvestList: HarvestList<Farm> | undefined;
}

/**
 * 'Farms & Staking' wired to 'Harvest all': the harvests run one after another with their progress on
 * the button, and end in the 'Harvested!' toast or the spec's one Error toast.
 */
export function HarvestingFarmStakingCard({
  manualPool,
  harvestList,
  ...card
}: HarvestingFarmStakingCardProps) {
  const { harvestAll, progress } = useHarvestAll(manualPool);
  const { run } = useStakingActionRunner();
  const onHarvestAll = useCallback(() => {
    if (harvestList === undefined) return;
    void run(() => harvestAll(harvestList), { kind: "harvest", symbol: "CAKE" });
  }, [harvestAll, harvestList, run]);
  return (
    <FarmStakingCard
      {...card}
      harvestCount={harvestList?.count ?? 0}
      progress={progress}
      onHarvestAll={harvestList === undefined ? undefined : onHarvestAll}
    />
  );
}
