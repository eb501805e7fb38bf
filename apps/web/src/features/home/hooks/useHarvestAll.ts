import { useCallback, useMemo, useState } from "react";
import { useHarvestAllFarms } from "../../farms/index.ts";
import { useHarvestPool, type PoolConfig } from "../../pools/index.ts";
import type { HarvestableFarm, HarvestList } from "../model/buildHarvestList.ts";

/** How far a running 'Harvest all' got: harvests mined out of those it sends. */
export interface HarvestAllProgress {
  readonly done: number;
  readonly total: number;
}

export interface HarvestAll {
  /**
   * Harvests every entry of `list`, one transaction each, each sent once the previous one is mined:
   * the farms in order, then the manual CAKE pool. Rejects with the first TransactionError, sending
   * nothing more.
   */
  readonly harvestAll: (list: HarvestList<HarvestableFarm & { readonly pid: number }>) => Promise<void>;
  /** Null unless a run is under way. */
  readonly progress: HarvestAllProgress | null;
}

interface Run {
  readonly total: number;
  readonly manualPoolDone: boolean;
}

/** 'Harvest all' of the home page: the farms' and the manual CAKE pool's pending CAKE to the wallet. */
export function useHarvestAll(manualPool: PoolConfig): HarvestAll {
  const farms = useHarvestAllFarms();
  const harvestManualPool = useHarvestPool(manualPool);
  const [run, setRun] = useState<Run | null>(null);
  const harvestFarms = farms.harvestAll;

  const harvestAll = useCallback(
    async (list: HarvestList<HarvestableFarm & { readonly pid: number }>) => {
      setRun({ total: list.count, manualPoolDone: false });
      try {
        await harvestFarms(list.farms);
        if (list.includesManualPool) {
          await harvestManualPool();
          setRun({ total: list.count, manualPoolDone: true });
        }
      } finally {
        setRun(null);
      }
    },
    [harvestFarms, harvestManualPool],
  );

  const farmsDone = farms.progress.done;
  const progress = useMemo(
    () => (run === null ? null : { done: farmsDone + (run.manualPoolDone ? 1 : 0), total: run.total }),
    [run, farmsDone],
  );
  return { harvestAll, progress };
}
