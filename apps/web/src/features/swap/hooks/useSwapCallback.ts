import { useCallback, useMemo } from "react";
import type { Address, Hex } from "viem";
import { useConfig, useConnection } from "wagmi";
import { getClient, sendTransaction } from "@wagmi/core";
import { call as staticCall, estimateGas } from "viem/actions";
import { useAppChain, useAppChainConfig, useBlockTimestamp } from "../../../shared/chain/index.ts";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { calculateGasMargin } from "../../approval/index.ts";
import { useUserSettings } from "../../settings/index.ts";
import { useAddTransaction } from "../../transactions/index.ts";
import { routerSwapAbi } from "../abis/routerSwapAbi.ts";
import type { AnyTrade } from "../model/AnyTrade.ts";
import { buildSwapCalls, type SwapCall } from "../model/buildSwapCalls.ts";
import { pickEstimatedSwapCall, type EstimatedSwapCall } from "../model/pickEstimatedSwapCall.ts";
import { SwapDependencyError, SwapRejectedError } from "../model/swapErrors.ts";
import { swapSummary } from "../model/swapSummary.ts";
import { toEstimateFailure, type StaticCallOutcome } from "../model/toEstimateFailure.ts";
import { toSwapSendError } from "../model/toSwapSendError.ts";

export interface UseSwapCallbackReturnType {
  /** Sends the trade and resolves with its hash; rejects with a SwapError. Undefined until ready. */
  readonly swap: (() => Promise<Hex>) | undefined;
  /** Why the swap cannot be sent at all (spec 000 section 5: 'Invalid recipient', 'Missing dependencies'). */
  readonly error: SwapDependencyError | undefined;
}

/**
 * The swap of spec 000 section 7: the trade's router calls (with the fee-on-transfer variant for
 * exact input), each gas-estimated; if every estimate fails a static call names the revert reason.
 * The first estimated variant is sent with a 10% gas margin and the user's gas price, and recorded
 * for Recent Transactions. The deadline counts from the latest block's timestamp.
 */
export function useSwapCallback(
  trade: AnyTrade | null,
  recipient: string | null,
  recipientAddress: Address | null,
): UseSwapCallbackReturnType {
  const { t } = useTranslation();
  const config = useConfig();
  const chainId = useAppChain().id;
  const router = useAppChainConfig().contracts.router;
  const { address: account } = useConnection();
  const { slippageBps, deadlineSeconds, gasPriceWei } = useUserSettings();
  const { data: blockTimestamp } = useBlockTimestamp();
  const addTransaction = useAddTransaction();

  const ready = trade !== null && account !== undefined && typeof blockTimestamp === "bigint";
  const errorReason = !ready
    ? "Missing dependencies"
    : recipient !== null && recipientAddress === null
      ? "Invalid recipient"
      : undefined;
  const error = useMemo(() => errorReason && new SwapDependencyError(errorReason), [errorReason]);

  const swap = useCallback(async (): Promise<Hex> => {
    if (!trade || !account || typeof blockTimestamp !== "bigint")
      throw new SwapDependencyError("Missing dependencies");
    if (!recipientAddress) throw new SwapDependencyError("Invalid recipient");
    const client = getClient(config, { chainId });
    if (!client) throw new SwapDependencyError("Missing dependencies");
    const calls = buildSwapCalls(trade, {
      slippageBps,
      recipient: recipientAddress,
      deadline: blockTimestamp + BigInt(deadlineSeconds),
    });
    const estimates = await Promise.all(
      calls.map(async (call): Promise<EstimatedSwapCall<SwapCall>> => {
        const request = { account, to: router, data: call.data, value: call.value };
        try {
          return { call, gas: await estimateGas(client, request) };
        } catch (estimateError) {
          console.info(
            "Gas estimate failed, trying eth_call to extract error",
            call.functionName,
            estimateError,
          );
          let outcome: StaticCallOutcome;
          try {
            await staticCall(client, request);
            outcome = { ok: true };
          } catch (callError) {
            outcome = { ok: false, error: callError };
          }
          return { call, error: toEstimateFailure(outcome, estimateError, routerSwapAbi) };
        }
      }),
    );
    const { call, gas } = pickEstimatedSwapCall(estimates);
    let hash: Hex;
    try {
      hash = await sendTransaction(config, {
        account,
        chainId,
        to: router,
        data: call.data,
        value: call.value,
        gas: calculateGasMargin(gas),
        gasPrice: gasPriceWei,
      });
    } catch (sendError) {
      const failure = toSwapSendError(sendError);
      if (!(failure instanceof SwapRejectedError))
        console.error("Swap failed", call.functionName, call.args, sendError);
      throw failure;
    }
    const summary = swapSummary(trade, recipientAddress, account);
    addTransaction({ hash, from: account }, { summary: t(summary.key, summary.data) });
    return hash;
  }, [
    account,
    addTransaction,
    blockTimestamp,
    chainId,
    config,
    deadlineSeconds,
    gasPriceWei,
    recipientAddress,
    router,
    slippageBps,
    t,
    trade,
  ]);

  return { swap: error ? undefined : swap, error };
}
