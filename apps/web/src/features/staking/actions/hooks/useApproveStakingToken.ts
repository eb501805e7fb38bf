import { useCallback } from "react";
import { erc20Abi, maxUint256, type Address, type TransactionReceipt } from "viem";
import { useConfig, useConnection } from "wagmi";
import { getPublicClient } from "@wagmi/core";
import { useAppChain } from "../../../../shared/chain/index.ts";
import { calculateGasMargin } from "../../../approval/index.ts";
import { useSendStakingCall } from "./useSendStakingCall.ts";
import { StakingTransactionError } from "../model/StakingTransactionError.ts";

/**
 * Lets `spender` (a pool, the vault, or MasterChef for a farm's LP; undefined where the chain has
 * none) take any amount of `token` (spec 000 section 7, Writes: the maximum amount is approved). The
 * gas limit is the estimate for that maximum plus the approval's 10% margin; resolves with the mined
 * receipt or rejects with StakingTransactionError.
 */
export function useApproveStakingToken(
  token: Address,
  spender: Address | undefined,
): () => Promise<TransactionReceipt> {
  const config = useConfig();
  const chainId = useAppChain().id;
  const { address: account } = useConnection();
  const send = useSendStakingCall();

  return useCallback(async () => {
    if (!account) throw new StakingTransactionError("No account connected");
    if (!spender) throw new StakingTransactionError("No contract to approve on this chain");
    const call = {
      address: token,
      abi: erc20Abi,
      functionName: "approve",
      args: [spender, maxUint256],
    } as const;
    let estimate: bigint;
    try {
      const client = getPublicClient(config, { chainId });
      if (!client) throw new Error(`No client for chain ${chainId}`);
      estimate = await client.estimateContractGas({ ...call, account });
    } catch (error) {
      throw new StakingTransactionError("approve gas estimate failed", { cause: error });
    }
    return send({ ...call, gas: calculateGasMargin(estimate) });
  }, [account, chainId, config, send, spender, token]);
}
