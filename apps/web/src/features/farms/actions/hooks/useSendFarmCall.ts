import { useCallback } from "react";
import type { TransactionReceipt } from "viem";
import { StakingTransactionError, useSendStakingCall, type StakingCall } from "../../../staking/index.ts";
import { useFarmCatalogue } from "../../data/useFarmCatalogue.ts";
import type { FarmTarget } from "../../model/farmStakingCalls.ts";

/** Sends the MasterChef call that `build` makes for the farm `pid`. */
export type SendFarmCall = (
  pid: number,
  build: (farm: FarmTarget) => StakingCall,
) => Promise<TransactionReceipt>;

/**
 * Sends farm writes to the app chain's MasterChef from the connected account, as pool writes go;
 * each resolves with the mined receipt or rejects with StakingTransactionError (also on a chain
 * without farms).
 */
export function useSendFarmCall(): SendFarmCall {
  const { masterChef } = useFarmCatalogue();
  const send = useSendStakingCall();
  return useCallback(
    async (pid, build) => {
      if (masterChef === undefined) throw new StakingTransactionError("No MasterChef on this chain");
      return send(build({ pid, masterChef }));
    },
    [masterChef, send],
  );
}
