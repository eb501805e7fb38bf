import { formatDecimal } from "./formatDecimal.ts";

/** USD values show 2 decimals (spec 000 section 9, Amount display), grouped as the locale groups: '1,234.50'. */
export function formatUsdValue(usd: number, locale: string): string {
  return formatDecimal(usd, 2, locale);
}
