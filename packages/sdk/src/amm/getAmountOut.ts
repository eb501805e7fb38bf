import { BASIS_POINTS_DENOMINATOR, SWAP_FEE_BPS } from "./constants.ts";

const INPUT_AFTER_FEE = BASIS_POINTS_DENOMINATOR - SWAP_FEE_BPS;

/**
 * The largest output a pair pays for `amountIn`, exactly as the router's getAmountOut:
 * floor(amountIn·9975·reserveOut / (reserveIn·10000 + amountIn·9975)). Plain bigints, no checks, so the
 * route search can call it in its inner loop.
 */
export function getAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  const amountInWithFee = amountIn * INPUT_AFTER_FEE;
  return (amountInWithFee * reserveOut) / (reserveIn * BASIS_POINTS_DENOMINATOR + amountInWithFee);
}
