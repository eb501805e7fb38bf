import { abs } from "./abs.ts";
import { divideRounded } from "./divideRounded.ts";
import type { Rounding } from "./Rounding.ts";

/**
 * `numerator / denominator` rounded to `significantDigits` significant digits, as a plain decimal string
 * without trailing zeros, exponent or separators ("1234.5", "0.000123", "120000"). The rounding is exact:
 * one step from the true quotient, with no intermediate precision to round twice.
 */
export function formatSignificant(
  numerator: bigint,
  denominator: bigint,
  significantDigits: number,
  rounding: Rounding,
): string {
  if (!Number.isInteger(significantDigits) || significantDigits < 1) {
    throw new RangeError(`significant digits must be a positive integer, got ${significantDigits}`);
  }
  if (numerator === 0n) return "0";
  const negative = numerator < 0n !== denominator < 0n;
  const n = abs(numerator);
  const d = abs(denominator);
  // The decimal exponent of the leading digit: 10^exponent <= n/d < 10^(exponent + 1).
  let exponent = n.toString().length - d.toString().length;
  if (exponent >= 0 ? n < d * 10n ** BigInt(exponent) : n * 10n ** BigInt(-exponent) < d) exponent -= 1;
  const shift = significantDigits - 1 - exponent;
  const mantissa =
    shift >= 0
      ? divideRounded(n * 10n ** BigInt(shift), d, rounding)
      : divideRounded(n, d * 10n ** BigInt(-shift), rounding);
  if (mantissa === 0n) return "0";
  const text = shift <= 0 ? `${mantissa}${"0".repeat(-shift)}` : withPoint(mantissa.toString(), shift);
  return negative ? `-${text}` : text;
}

/** `digits` scaled down by 10^places, trailing zeros of the fraction dropped. */
function withPoint(digits: string, places: number): string {
  const padded = digits.padStart(places + 1, "0");
  const whole = padded.slice(0, padded.length - places);
  const fraction = padded.slice(padded.length - places).replace(/0+$/, "");
  return fraction === "" ? whole : `${whole}.${fraction}`;
}
