/** A rounded decimal split at its point, e.g. { whole: '1234', fraction: '50' }. */
export interface RoundedDecimal {
  readonly whole: string;
  readonly fraction: string;
}

/**
 * A plain decimal ('1234.5678', no sign, no exponent) rounded to `maximumFractionDigits` decimals half away
 * from zero, as Intl's number format rounds ('halfExpand'), then stripped of trailing zeros down to
 * `minimumFractionDigits`.
 */
export function roundDecimal(
  plain: string,
  minimumFractionDigits: number,
  maximumFractionDigits: number,
): RoundedDecimal {
  const [whole = "0", fraction = ""] = plain.split(".");
  const kept = BigInt(whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, "0"));
  // The digits are exact, so the first one dropped alone decides: 5 or more is at least half a unit.
  const rounded = (fraction[maximumFractionDigits] ?? "0") >= "5" ? kept + 1n : kept;
  const digits = rounded.toString().padStart(maximumFractionDigits + 1, "0");
  const point = digits.length - maximumFractionDigits;
  return {
    whole: digits.slice(0, point),
    fraction: digits.slice(point).replace(/0+$/, "").padEnd(minimumFractionDigits, "0"),
  };
}
