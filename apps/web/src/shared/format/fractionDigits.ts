/** How many decimals a formatted number shows: at least `minimum`, at most `maximum`. */
export interface FractionDigits {
  readonly minimum: number;
  readonly maximum: number;
}

/**
 * The decimals Intl's number format would show for these options: 0 to 3 by default, a lone maximum lowers only
 * the maximum, a lone minimum raises the maximum to itself if needed. Throws the RangeError Intl throws for a
 * count outside 0..100 or a minimum above the maximum, so a caller's mistake fails loudly, not as a wrong number.
 */
export function fractionDigits(
  minimumFractionDigits?: number,
  maximumFractionDigits?: number,
): FractionDigits {
  const minimum = digitCount(minimumFractionDigits, "minimumFractionDigits");
  const maximum = digitCount(maximumFractionDigits, "maximumFractionDigits");
  if (minimum !== undefined && maximum !== undefined && minimum > maximum) {
    throw new RangeError("maximumFractionDigits value is out of range.");
  }
  return { minimum: minimum ?? 0, maximum: maximum ?? Math.max(minimum ?? 0, 3) };
}

/** A count option as Intl reads it: undefined stays unset, 0..100 is floored, anything else throws. */
function digitCount(value: number | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!(value >= 0 && value <= 100)) throw new RangeError(`${name} value is out of range.`);
  return Math.floor(value);
}
