import { useCallback } from "react";
import type { Hex } from "viem";
import { useConfig, useConnection } from "wagmi";
import { getClient, sendTransaction } from "@wagmi/core";
import { estimateGas } from "viem/actions";
import { useAppChain, useAppChainConfig } from "../../../shared/chain/index.ts";
import { calculateGasMargin } from "../../approval/index.ts";
import { useUserSettings } from "../../settings/index.ts";
import { useAddTransaction } from "../../transactions/index.ts";
import { LiquidityTransactionError, toLiquidityError } from "../model/liquidityErrors.ts";
import type { RouterCall } from "../model/RouterCall.ts";

/**
 * Sends a router call as spec 000 section 7 asks: gas estimated first and sent with a 10% margin, at
 * the user's gas price; the transaction is recorded with `summary` for Recent Transactions. Rejects
 * with a LiquidityError.
 */
export function useSendRouterCall(): (call: RouterCall, summary: string) => Promise<Hex> {
  const config = useConfig();
  const chainId = useAppChain().id;
  const router = useAppChainConfig().contracts.router;
  const { address: account } = useConnection();
  const { gasPriceWei } = useUserSettings();
  const addTransaction = useAddTransaction();

  return useCallback(
    async (call, summary) => {
      const client = getClient(config, { chainId });
      if (!account || !client) throw new LiquidityTransactionError("Missing dependencies");
      const request = { account, to: router, data: call.data, value: call.value };
      try {
        const gas = await estimateGas(client, request);
        const hash = await sendTransaction(config, {
          ...request,
          chainId,
          gas: calculateGasMargin(gas),
          gasPrice: gasPriceWei,
        });
        addTransaction({ hash, from: account }, { summary });
        return hash;
      } catch (error) {
        throw toLiquidityError(error);
      }
    },
    [account, addTransaction, chainId, config, gasPriceWei, router],
  );
}
