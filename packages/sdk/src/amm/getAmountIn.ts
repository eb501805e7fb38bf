import { BASIS_POINTS_DENOMINATOR, SWAP_FEE_BPS } from "./constants.ts";

const INPUT_AFTER_FEE = BASIS_POINTS_DENOMINATOR - SWAP_FEE_BPS;

/**
 * An input a pair accepts for `amountOut`, exactly as the router's getAmountIn (rounded up by adding one):
 * reserveIn·amountOut·10000 / ((reserveOut − amountOut)·9975) + 1. The caller makes sure that
 * amountOut < reserveOut; plain bigints, no checks, for the route search's inner loop.
 */
export function getAmountIn(amountOut: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  return (
    (reserveIn * amountOut * BASIS_POINTS_DENOMINATOR) / ((reserveOut - amountOut) * INPUT_AFTER_FEE) + 1n
  );
}
