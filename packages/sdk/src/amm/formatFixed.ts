import { abs } from "./abs.ts";
import { divideRounded } from "./divideRounded.ts";
import type { Rounding } from "./Rounding.ts";

/**
 * `numerator / denominator` as a plain decimal string with exactly `decimals` digits after the point,
 * rounded on the magnitude (so rounding down goes towards zero), with no exponent or separators.
 */
export function formatFixed(
  numerator: bigint,
  denominator: bigint,
  decimals: number,
  rounding: Rounding,
): string {
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(`decimals must be a non-negative integer, got ${decimals}`);
  }
  const negative = numerator < 0n !== denominator < 0n;
  const scaled = divideRounded(abs(numerator) * 10n ** BigInt(decimals), abs(denominator), rounding);
  const digits = scaled.toString().padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  const text = decimals === 0 ? whole : `${whole}.${digits.slice(digits.length - decimals)}`;
  return negative && scaled !== 0n ? `-${text}` : text;
}
