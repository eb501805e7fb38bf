import { formatNumber } from "./formatNumber.ts";
import { decimalSeparator } from "./numberSymbols.ts";

const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * A plain decimal string of exact arithmetic ('-1234.50000', from bigint amounts) written the way
 * `locale` writes numbers: its grouping and decimal separator, every digit kept (no float rounding).
 * Anything else is returned unchanged.
 */
export function formatDecimalString(text: string, locale: string): string {
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) return text;
  const [, sign = "", whole = "0", fraction] = match;
  const groupedWhole = formatNumber(BigInt(whole), locale);
  if (fraction === undefined) return `${sign}${groupedWhole}`;
  return `${sign}${groupedWhole}${decimalSeparator(locale)}${fraction}`;
}
