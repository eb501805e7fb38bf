import { useCallback } from "react";
import type { TransactionReceipt } from "viem";
import type { FarmConfig } from "../../model/Farm.ts";
import { buildFarmStakeCall } from "../../model/farmStakingCalls.ts";
import { useSendFarmCall } from "./useSendFarmCall.ts";

/** Stakes a raw amount of LP in `farm` (harvesting its pending CAKE on the way); resolves once mined. */
export function useStakeFarm(farm: Pick<FarmConfig, "pid">): (amount: bigint) => Promise<TransactionReceipt> {
  const sendFarmCall = useSendFarmCall();
  const { pid } = farm;
  return useCallback(
    // The stake dialog shows the preview of this call for the typed amount.
    (amount) => sendFarmCall(pid, (target) => buildFarmStakeCall(target, amount), { shownBy: "dialog" }),
    [pid, sendFarmCall],
  );
}
