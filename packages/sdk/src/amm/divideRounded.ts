import { Rounding } from "./Rounding.ts";

/** `numerator / denominator` for non-negative operands, rounded as asked (half up: ties away from zero). */
export function divideRounded(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  if (remainder === 0n || rounding === Rounding.ROUND_DOWN) return quotient;
  if (rounding === Rounding.ROUND_UP) return quotient + 1n;
  return remainder * 2n >= denominator ? quotient + 1n : quotient;
}
