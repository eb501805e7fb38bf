import { useCallback } from "react";
import type { TransactionReceipt } from "viem";
import type { FarmConfig } from "../../model/Farm.ts";
import { buildFarmHarvestCall } from "../../model/farmStakingCalls.ts";
import { useFarmHarvestReview } from "./useFarmHarvestReview.ts";
import { useSendFarmCall } from "./useSendFarmCall.ts";

/** Sends `farm`'s pending CAKE to the wallet; resolves once mined. */
export function useHarvestFarm(farm: Pick<FarmConfig, "pid">): () => Promise<TransactionReceipt> {
  const sendFarmCall = useSendFarmCall();
  const review = useFarmHarvestReview();
  const { pid } = farm;
  return useCallback(() => sendFarmCall(pid, buildFarmHarvestCall, review), [pid, review, sendFarmCall]);
}
