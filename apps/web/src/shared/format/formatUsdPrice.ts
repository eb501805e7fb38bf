import { formatNumber } from "./formatNumber.ts";

/**
 * A token price in US dollars as the title bar and footer show it: '$' and a fixed number of
 * decimals (3 by default, spec 000 section 2), without thousands separators; the decimal separator
 * is the locale's ('$1,235' in de-DE).
 */
export function formatUsdPrice(priceUsd: number, locale: string, decimals = 3): string {
  const number = formatNumber(priceUsd, locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: false,
  });
  return `$${number}`;
}
