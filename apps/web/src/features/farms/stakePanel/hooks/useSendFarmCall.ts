import { useCallback } from "react";
import type { TransactionReceipt } from "viem";
import { useAppChainConfig, type WritePreview } from "../../../../shared/chain/index.ts";
import { useSendStakingCall, type StakingCall } from "../../../staking/index.ts";
import type { FarmTarget } from "../../model/farmStakingCalls.ts";

/** Sends the MasterChef call that `build` makes for the farm `pid`. */
export type SendFarmCall = (
  pid: number,
  build: (farm: FarmTarget) => StakingCall,
  preview: WritePreview,
) => Promise<TransactionReceipt>;

/**
 * Sends farm writes to the app chain's MasterChef from the connected account, as pool writes go;
 * each resolves with the mined receipt or rejects with a TransactionError.
 */
export function useSendFarmCall(): SendFarmCall {
  const { masterChef } = useAppChainConfig().contracts;
  const send = useSendStakingCall();
  return useCallback(
    async (pid, build, preview) => send(build({ pid, masterChef }), preview),
    [masterChef, send],
  );
}
