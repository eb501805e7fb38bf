import type { Address, Hex } from "viem";
import { getClient, sendTransaction, type Config } from "@wagmi/core";
import { call as staticCall, estimateGas } from "viem/actions";
import { calculateGasMargin } from "../../approval/index.ts";
import { routerSwapAbi } from "../abis/routerSwapAbi.ts";
import type { AnyTrade } from "../model/AnyTrade.ts";
import { buildSwapCalls, type SwapCall, type SwapCallOptions } from "../model/buildSwapCalls.ts";
import { pickEstimatedSwapCall, type EstimatedSwapCall } from "../model/pickEstimatedSwapCall.ts";
import { SwapDependencyError, SwapRejectedError } from "../model/swapErrors.ts";
import { toEstimateFailure, type StaticCallOutcome } from "../model/toEstimateFailure.ts";
import { toSwapSendError } from "../model/toSwapSendError.ts";

export interface SendSwapParameters {
  readonly chainId: number;
  readonly account: Address;
  readonly router: Address;
  readonly trade: AnyTrade;
  /** Slippage, recipient and deadline of the router calls. */
  readonly callOptions: SwapCallOptions;
  readonly gasPriceWei: bigint | undefined;
}

/**
 * Sends a swap (spec 000 section 7): the trade's router calls (with the fee-on-transfer variant for
 * exact input) are each gas-estimated; if every estimate fails a
 * static call names the revert reason. The first estimated call is sent with a 10% gas margin and
 * the user's gas price. Rejects with a SwapError. Loaded on the first click only (useSwapCallback
 * imports it then): the router ABI, the estimate and the send code are not needed to show the page.
 */
export async function sendSwap(config: Config, parameters: SendSwapParameters): Promise<Hex> {
  const { chainId, account, router, trade, callOptions, gasPriceWei } = parameters;
  const client = getClient(config, { chainId });
  if (!client) throw new SwapDependencyError("Missing dependencies");
  const estimates = await Promise.all(
    buildSwapCalls(trade, callOptions).map(async (call): Promise<EstimatedSwapCall<SwapCall>> => {
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
  try {
    return await sendTransaction(config, {
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
}
