import { encodeFunctionData, type Address, type Hex } from "viem";
import { griddleRouterAbi, type Currency, type CurrencyAmount } from "@griddle/sdk";
import { minimumAmount } from "../../model/minimumAmount.ts";
import type { RouterCall } from "../../model/RouterCall.ts";

export type RemoveLiquidityFunctionName =
  | "removeLiquidity"
  | "removeLiquidityETH"
  | "removeLiquidityETHSupportingFeeOnTransferTokens"
  | "removeLiquidityWithPermit"
  | "removeLiquidityETHWithPermit"
  | "removeLiquidityETHWithPermitSupportingFeeOnTransferTokens";

/** A signed EIP-2612 permit for the router, split as the router takes it. */
export interface PermitSignature {
  readonly v: number;
  readonly r: Hex;
  readonly s: Hex;
  /** The permit's deadline, which the removal must use as its own. */
  readonly deadline: bigint;
}

export interface RemoveLiquidityCallOptions {
  readonly slippageBps: number;
  readonly recipient: Address;
  /** Unix time in seconds; a permit's own deadline replaces it. */
  readonly deadline: bigint;
  /** Null when the router was approved on chain instead. */
  readonly permit: PermitSignature | null;
  /** The token side takes a fee on transfer: the router forwards what it actually received. */
  readonly feeOnTransfer: boolean;
}

/**
 * The router call that burns `liquidity` for `amountA` and `amountB` less the slippage tolerance: the
 * BNB variants when a side is BNB (the fee-on-transfer one for such a token), with the permit's
 * signature when there is one (approveMax false: the permit covers exactly this burn).
 */
export function buildRemoveLiquidityCall(
  liquidity: bigint,
  amountA: CurrencyAmount<Currency>,
  amountB: CurrencyAmount<Currency>,
  { slippageBps, recipient, deadline: callDeadline, permit, feeOnTransfer }: RemoveLiquidityCallOptions,
): RouterCall<RemoveLiquidityFunctionName> {
  const deadline = permit?.deadline ?? callDeadline;
  const min = (amount: CurrencyAmount<Currency>) => minimumAmount(amount.quotient, slippageBps);
  const signature = permit ? ([false, permit.v, permit.r, permit.s] as const) : undefined;

  if (amountA.currency.isNative || amountB.currency.isNative) {
    const [token, native] = amountA.currency.isNative ? [amountB, amountA] : [amountA, amountB];
    const base = [
      token.currency.wrapped.address,
      liquidity,
      min(token),
      min(native),
      recipient,
      deadline,
    ] as const;
    if (signature) {
      const functionName = feeOnTransfer
        ? "removeLiquidityETHWithPermitSupportingFeeOnTransferTokens"
        : "removeLiquidityETHWithPermit";
      const args = [...base, ...signature] as const;
      return {
        functionName,
        value: 0n,
        data: encodeFunctionData({ abi: griddleRouterAbi, functionName, args }),
      };
    }
    const functionName = feeOnTransfer
      ? "removeLiquidityETHSupportingFeeOnTransferTokens"
      : "removeLiquidityETH";
    return {
      functionName,
      value: 0n,
      data: encodeFunctionData({ abi: griddleRouterAbi, functionName, args: base }),
    };
  }

  const base = [
    amountA.currency.address,
    amountB.currency.address,
    liquidity,
    min(amountA),
    min(amountB),
    recipient,
    deadline,
  ] as const;
  if (signature) {
    const args = [...base, ...signature] as const;
    return {
      functionName: "removeLiquidityWithPermit",
      value: 0n,
      data: encodeFunctionData({ abi: griddleRouterAbi, functionName: "removeLiquidityWithPermit", args }),
    };
  }
  return {
    functionName: "removeLiquidity",
    value: 0n,
    data: encodeFunctionData({ abi: griddleRouterAbi, functionName: "removeLiquidity", args: base }),
  };
}
