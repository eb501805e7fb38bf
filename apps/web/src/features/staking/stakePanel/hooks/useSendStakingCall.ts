import { useCallback } from "react";
import type { Abi, ContractFunctionName, TransactionReceipt } from "viem";
import {
  useSendContractWrite,
  type ContractCall,
  type WritePreview,
} from "../../../../shared/chain/index.ts";

/** One staking write: a contract call with its fixed gas limit (spec 000 section 7, Writes). */
export type StakingCall<
  abi extends Abi = Abi,
  functionName extends ContractFunctionName<abi, "nonpayable" | "payable"> = ContractFunctionName<
    abi,
    "nonpayable" | "payable"
  >,
> = ContractCall<abi, functionName> & { readonly gas: bigint };

/** `preview`: shown by the stake and unstake dialogs, reviewed for one-click writes (harvest, compound). */
export type SendStakingCall = (call: StakingCall, preview: WritePreview) => Promise<TransactionReceipt>;

/**
 * Sends a pool, farm or vault write with its fixed gas limit and resolves with the mined receipt once
 * it succeeded; rejects with a TransactionError. Staking writes are not added to Recent
 * Transactions: their own toasts ('Staked!', 'Harvested!', ...) announce them.
 */
export function useSendStakingCall(): SendStakingCall {
  const { sendAndWait } = useSendContractWrite();
  return useCallback(
    async (call, preview) => (await sendAndWait({ calls: [call], gasLimit: call.gas, preview })).receipt,
    [sendAndWait],
  );
}
