import { Fraction, Rounding } from "@griddle/sdk";

/** Staked and earned amounts show 5 decimals (spec 000 section 9, Amount display). */
export const STAKED_AMOUNT_DECIMALS = 5;

/**
 * A raw token amount with a fixed number of decimals, rounded down (a balance is never overstated),
 * thousands grouped: 1234.5 CAKE reads '1,234.50000'.
 */
export function formatTokenAmount(
  raw: bigint,
  decimals: number,
  fractionDigits: number = STAKED_AMOUNT_DECIMALS,
): string {
  const text = new Fraction(raw, 10n ** BigInt(decimals)).toFixed(fractionDigits, Rounding.ROUND_DOWN);
  const [whole = "0", fraction] = text.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
