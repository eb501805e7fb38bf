import type { Address } from "viem";
import type { ProbeTargets } from "@griddle/sdk";
import type { AnyTrade } from "./AnyTrade.ts";

/** What the balance probe reads around a swap: the two ends' tokens and the input's allowance for the router. */
export function swapProbeTargets(trade: AnyTrade, router: Address): ProbeTargets {
  const input = trade.inputAmount.currency;
  const output = trade.outputAmount.currency;
  return {
    tokens: [input, output]
      .filter((currency) => currency.isToken)
      .map((currency) => currency.wrapped.address),
    allowances: input.isToken ? [{ token: input.address, spender: router }] : [],
  };
}
