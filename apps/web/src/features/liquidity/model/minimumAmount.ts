import { BASIS_POINTS_DENOMINATOR } from "@griddle/sdk";

/** The least of `amount` the router may use or pay out: amount × (1 − slippage), rounded down. */
export function minimumAmount(amount: bigint, slippageBps: number): bigint {
  return (amount * (BASIS_POINTS_DENOMINATOR - BigInt(slippageBps))) / BASIS_POINTS_DENOMINATOR;
}
