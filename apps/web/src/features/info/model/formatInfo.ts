import { formatUnits } from "viem";
import { formatDecimal, formatDecimalString, formatUsdValue } from "../../../shared/format/index.ts";

/** A USD figure with cents, grouped as the locale groups: '$1,234.50'; a negative one '-$3.20'. */
export function formatUsd(value: number, locale: string): string {
  return value < 0 ? `-$${formatUsdValue(-value, locale)}` : `$${formatUsdValue(value, locale)}`;
}

/** A price: cents from $1 up, six decimals below, so small prices keep their digits. */
export function formatPrice(value: number, locale: string): string {
  return `$${formatDecimal(value, value >= 1 ? 2 : 6, locale)}`;
}

/** A percentage with two decimals and its sign: '+1.25%', '-0.50%'. */
export function formatPercent(value: number, locale: string): string {
  return `${value > 0 ? "+" : ""}${formatDecimal(value, 2, locale)}%`;
}

/** A date and time in UTC as the tables show it: '2026-11-28 10:15'. */
export function formatUtcTime(timestamp: number): string {
  return new Date(timestamp * 1000).toISOString().slice(0, 16).replace("T", " ");
}

/** Decimals a table shows of a token amount; the CSV keeps them all. */
const SHOWN_AMOUNT_DECIMALS = 6;

/** A raw token amount cut (not rounded) to six decimals, trailing zeros dropped: '1,234.5', '0.000001'. */
export function formatAmount(raw: bigint, decimals: number, locale: string): string {
  const [whole = "0", fraction = ""] = formatUnits(raw, decimals).split(".");
  const shown = fraction.slice(0, SHOWN_AMOUNT_DECIMALS).replace(/0+$/, "");
  return formatDecimalString(shown === "" ? whole : `${whole}.${shown}`, locale);
}
