import { useCallback, useState } from "react";
import type { TransactionReceipt } from "viem";
import type { FarmConfig } from "../../model/Farm.ts";
import { buildFarmHarvestCall } from "../../model/farmStakingCalls.ts";
import { harvestFarmsInTurn } from "../../model/harvestFarmsInTurn.ts";
import { useFarmHarvestReview } from "./useFarmHarvestReview.ts";
import { useSendFarmCall } from "./useSendFarmCall.ts";

/** How far the latest 'Harvest all' got: transactions mined out of those it sends. */
export interface HarvestAllProgress {
  readonly done: number;
  readonly total: number;
}

export interface HarvestAllFarms {
  /**
   * Harvests each farm given, one transaction per farm, in order, each sent once the previous one is
   * mined; pass the farms with earnings. Resolves with the receipts, or rejects with the first
   * TransactionError, sending nothing more.
   */
  readonly harvestAll: (farms: readonly Pick<FarmConfig, "pid">[]) => Promise<readonly TransactionReceipt[]>;
  /** {done: 0, total: 0} before the first run; the latest run's afterwards. */
  readonly progress: HarvestAllProgress;
  /** True while a run sends or waits. */
  readonly isPending: boolean;
}

const NO_PROGRESS: HarvestAllProgress = { done: 0, total: 0 };

/** 'Harvest all' of the home page: the farms' pending CAKE to the wallet, one farm at a time. */
export function useHarvestAllFarms(): HarvestAllFarms {
  const sendFarmCall = useSendFarmCall();
  const review = useFarmHarvestReview();
  const [progress, setProgress] = useState(NO_PROGRESS);
  const [isPending, setIsPending] = useState(false);

  const harvestAll = useCallback(
    async (farms: readonly Pick<FarmConfig, "pid">[]) => {
      const total = farms.length;
      setProgress({ done: 0, total });
      setIsPending(true);
      try {
        return await harvestFarmsInTurn(
          farms.map((farm) => farm.pid),
          (pid) => sendFarmCall(pid, buildFarmHarvestCall, review),
          (done) => setProgress({ done, total }),
        );
      } finally {
        setIsPending(false);
      }
    },
    [review, sendFarmCall],
  );

  return { harvestAll, progress, isPending };
}
