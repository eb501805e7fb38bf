import { Fraction, Rounding } from "@griddle/sdk";
import { formatDecimalString } from "./formatDecimalString.ts";

/** Staked and earned amounts show 5 decimals (spec 000 section 9, Amount display). */
export const STAKED_AMOUNT_DECIMALS = 5;

/**
 * A raw token amount with a fixed number of decimals, rounded down (a balance is never overstated),
 * with the locale's separators: 1234.5 CAKE reads '1,234.50000' in en-US, '1.234,50000' in de-DE.
 */
export function formatTokenAmount(
  raw: bigint,
  decimals: number,
  locale: string,
  fractionDigits: number = STAKED_AMOUNT_DECIMALS,
): string {
  const text = new Fraction(raw, 10n ** BigInt(decimals)).toFixed(fractionDigits, Rounding.ROUND_DOWN);
  return formatDecimalString(text, locale);
}
