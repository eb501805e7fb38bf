import { encodeFunctionData, type Address } from "viem";
import { griddleRouterAbi, type Currency, type CurrencyAmount } from "@griddle/sdk";
import { minimumAmount } from "../../model/minimumAmount.ts";
import type { RouterCall } from "../../model/RouterCall.ts";

export interface AddLiquidityCallOptions {
  /** A new pool takes the amounts as typed: they set its price, so no slippage applies. */
  readonly noLiquidity: boolean;
  readonly slippageBps: number;
  readonly recipient: Address;
  /** Unix time in seconds after which the router refuses the deposit. */
  readonly deadline: bigint;
}

/**
 * The router call of a deposit (spec 000 section 7, Router): addLiquidity for two tokens, or
 * addLiquidityETH with the BNB amount as value when a side is BNB; minimums are the amounts less the
 * slippage tolerance.
 */
export function buildAddLiquidityCall(
  amountA: CurrencyAmount<Currency>,
  amountB: CurrencyAmount<Currency>,
  { noLiquidity, slippageBps, recipient, deadline }: AddLiquidityCallOptions,
): RouterCall<"addLiquidity" | "addLiquidityETH"> {
  const slippage = noLiquidity ? 0 : slippageBps;
  const min = (amount: CurrencyAmount<Currency>) => minimumAmount(amount.quotient, slippage);
  if (amountA.currency.isNative || amountB.currency.isNative) {
    const [token, native] = amountA.currency.isNative ? [amountB, amountA] : [amountA, amountB];
    const args = [
      token.currency.wrapped.address,
      token.quotient,
      min(token),
      min(native),
      recipient,
      deadline,
    ] as const;
    return {
      functionName: "addLiquidityETH",
      data: encodeFunctionData({ abi: griddleRouterAbi, functionName: "addLiquidityETH", args }),
      value: native.quotient,
    };
  }
  const args = [
    amountA.currency.address,
    amountB.currency.address,
    amountA.quotient,
    amountB.quotient,
    min(amountA),
    min(amountB),
    recipient,
    deadline,
  ] as const;
  return {
    functionName: "addLiquidity",
    data: encodeFunctionData({ abi: griddleRouterAbi, functionName: "addLiquidity", args }),
    value: 0n,
  };
}
