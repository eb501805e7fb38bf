import { encodeFunctionData, type Address, type Hex } from "viem";
import { TradeType } from "@griddle/sdk";
import { routerSwapAbi } from "../abis/routerSwapAbi.ts";
import type { AnyTrade } from "./AnyTrade.ts";
import { computeSlippageAdjustedAmounts } from "./computeSlippageAdjustedAmounts.ts";

export type SwapFunctionName =
  | "swapExactTokensForTokens"
  | "swapTokensForExactTokens"
  | "swapExactETHForTokens"
  | "swapETHForExactTokens"
  | "swapExactTokensForETH"
  | "swapTokensForExactETH"
  | "swapExactTokensForTokensSupportingFeeOnTransferTokens"
  | "swapExactETHForTokensSupportingFeeOnTransferTokens"
  | "swapExactTokensForETHSupportingFeeOnTransferTokens";

/** One way to send a trade to the router: the method, its arguments, the encoded call and the BNB sent. */
export interface SwapCall {
  readonly functionName: SwapFunctionName;
  readonly args: readonly (bigint | Address | readonly Address[])[];
  readonly data: Hex;
  readonly value: bigint;
}

export interface SwapCallOptions {
  readonly slippageBps: number;
  readonly recipient: Address;
  /** Unix time in seconds after which the router refuses the swap. */
  readonly deadline: bigint;
}

function exactInputCall(trade: AnyTrade, feeOnTransfer: boolean, options: SwapCallOptions): SwapCall {
  const { maximumAmountIn, minimumAmountOut } = computeSlippageAdjustedAmounts(trade, options.slippageBps);
  const amountIn = maximumAmountIn.quotient;
  const amountOutMin = minimumAmountOut.quotient;
  const path = trade.route.path.map((token) => token.address);
  const { recipient: to, deadline } = options;
  if (trade.inputAmount.currency.isNative) {
    const functionName = feeOnTransfer
      ? "swapExactETHForTokensSupportingFeeOnTransferTokens"
      : "swapExactETHForTokens";
    const args = [amountOutMin, path, to, deadline] as const;
    return {
      functionName,
      args,
      value: amountIn,
      data: encodeFunctionData({ abi: routerSwapAbi, functionName, args }),
    };
  }
  const functionName = trade.outputAmount.currency.isNative
    ? feeOnTransfer
      ? "swapExactTokensForETHSupportingFeeOnTransferTokens"
      : "swapExactTokensForETH"
    : feeOnTransfer
      ? "swapExactTokensForTokensSupportingFeeOnTransferTokens"
      : "swapExactTokensForTokens";
  const args = [amountIn, amountOutMin, path, to, deadline] as const;
  return {
    functionName,
    args,
    value: 0n,
    data: encodeFunctionData({ abi: routerSwapAbi, functionName, args }),
  };
}

function exactOutputCall(trade: AnyTrade, options: SwapCallOptions): SwapCall {
  const { maximumAmountIn, minimumAmountOut } = computeSlippageAdjustedAmounts(trade, options.slippageBps);
  const amountInMax = maximumAmountIn.quotient;
  const amountOut = minimumAmountOut.quotient;
  const path = trade.route.path.map((token) => token.address);
  const { recipient: to, deadline } = options;
  if (trade.inputAmount.currency.isNative) {
    const functionName = "swapETHForExactTokens";
    const args = [amountOut, path, to, deadline] as const;
    return {
      functionName,
      args,
      value: amountInMax,
      data: encodeFunctionData({ abi: routerSwapAbi, functionName, args }),
    };
  }
  const functionName = trade.outputAmount.currency.isNative
    ? "swapTokensForExactETH"
    : "swapTokensForExactTokens";
  const args = [amountOut, amountInMax, path, to, deadline] as const;
  return {
    functionName,
    args,
    value: 0n,
    data: encodeFunctionData({ abi: routerSwapAbi, functionName, args }),
  };
}

/**
 * The router calls that can execute a trade, in the order to try them (spec 000 section 7, Swap):
 * the plain method, and for exact input also the fee-on-transfer variant, which pays out whatever the
 * pools actually received instead of reverting when a token takes a cut of each transfer.
 */
export function buildSwapCalls(trade: AnyTrade, options: SwapCallOptions): SwapCall[] {
  if (trade.tradeType === TradeType.EXACT_OUTPUT) return [exactOutputCall(trade, options)];
  return [exactInputCall(trade, false, options), exactInputCall(trade, true, options)];
}
