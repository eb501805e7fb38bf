import { useCallback } from "react";
import type { Abi, Address, ContractFunctionArgs, ContractFunctionName, TransactionReceipt } from "viem";
import { UserRejectedRequestError } from "viem";
import { useConfig, useConnection } from "wagmi";
import { waitForTransactionReceipt, writeContract } from "@wagmi/core";
import { errorChain, useAppChain } from "../../../../shared/chain/index.ts";
import { useUserSettings } from "../../../settings/index.ts";
import { StakingTransactionError } from "../model/StakingTransactionError.ts";

/** One staking write: a contract call sent with a fixed gas limit (spec 000 section 7, Writes). */
export interface StakingCall<
  abi extends Abi = Abi,
  functionName extends ContractFunctionName<abi, "nonpayable" | "payable"> = ContractFunctionName<
    abi,
    "nonpayable" | "payable"
  >,
> {
  readonly address: Address;
  readonly abi: abi;
  readonly functionName: functionName;
  readonly args: ContractFunctionArgs<abi, "nonpayable" | "payable", functionName>;
  /** Native coin sent along, for the BNB pool's payable deposit. */
  readonly value?: bigint;
  readonly gas: bigint;
}

export type SendStakingCall = (call: StakingCall) => Promise<TransactionReceipt>;

function isUserRejection(error: unknown): boolean {
  return errorChain(error).some(
    (cause) =>
      cause instanceof UserRejectedRequestError ||
      (typeof cause === "object" && cause !== null && "code" in cause && cause.code === 4001),
  );
}

/**
 * Sends a pool, farm or vault write from the connected account at the user's gas price and resolves
 * with the mined receipt once it succeeded. Rejects with StakingTransactionError when there is no
 * account, the wallet declines, the node refuses it, or it reverts. Staking writes are not added to
 * Recent Transactions: their own toasts ('Staked!', 'Harvested!', ...) announce them.
 */
export function useSendStakingCall(): SendStakingCall {
  const config = useConfig();
  const chainId = useAppChain().id;
  const { address: account } = useConnection();
  const { gasPriceWei } = useUserSettings();

  return useCallback(
    async (call) => {
      if (!account) throw new StakingTransactionError("No account connected");
      let receipt: TransactionReceipt;
      try {
        const hash = await writeContract(config, {
          ...(call as StakingCall<Abi, string>),
          account,
          chainId,
          gasPrice: gasPriceWei,
        } as Parameters<typeof writeContract>[1]);
        receipt = await waitForTransactionReceipt(config, { hash, chainId });
      } catch (error) {
        throw new StakingTransactionError(`${call.functionName} failed`, {
          cause: error,
          userRejected: isUserRejection(error),
        });
      }
      if (receipt.status !== "success") {
        throw new StakingTransactionError(`${call.functionName} reverted in ${receipt.transactionHash}`);
      }
      return receipt;
    },
    [account, chainId, config, gasPriceWei],
  );
}
