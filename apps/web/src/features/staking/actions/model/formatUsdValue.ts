import { formatDecimal } from "../../../../shared/format/index.ts";

/** USD values show 2 decimals (spec 000 section 9, Amount display), thousands grouped: '1,234.50'. */
export function formatUsdValue(usd: number): string {
  return formatDecimal(usd, 2);
}
