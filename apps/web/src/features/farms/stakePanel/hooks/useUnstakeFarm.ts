import { useCallback } from "react";
import type { TransactionReceipt } from "viem";
import type { FarmConfig } from "../../model/Farm.ts";
import { buildFarmUnstakeCall } from "../../model/farmStakingCalls.ts";
import { useSendFarmCall } from "./useSendFarmCall.ts";

/** Takes a raw amount of LP out of `farm`, which also harvests its pending CAKE; resolves once mined. */
export function useUnstakeFarm(
  farm: Pick<FarmConfig, "pid">,
): (amount: bigint) => Promise<TransactionReceipt> {
  const sendFarmCall = useSendFarmCall();
  const { pid } = farm;
  return useCallback(
    // The unstake dialog shows the preview of this call for the typed amount.
    (amount) => sendFarmCall(pid, (target) => buildFarmUnstakeCall(target, amount), { shownBy: "dialog" }),
    [pid, sendFarmCall],
  );
}
