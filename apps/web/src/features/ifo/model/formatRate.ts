import { Fraction, Rounding } from "@griddle/sdk";
import { formatDecimalString } from "../../../shared/format/index.ts";

/** 1e12 is 100% in the sale contracts' tax rates and shares. */
const RATE_PRECISION = 10n ** 12n;

/** A rate or share scaled to 1e12 as a percentage with 4 decimals ('0.9138' for 9,138,381,201). */
export function formatRate(rate: bigint, locale: string): string {
  const percent = new Fraction(rate * 100n, RATE_PRECISION).toFixed(4, Rounding.ROUND_DOWN);
  return formatDecimalString(percent, locale);
}
