/**
 * A token price in US dollars as the title bar and footer show it: '$' and a fixed number of
 * decimals (3 by default, spec 000 section 2), without thousands separators.
 */
export function formatUsdPrice(priceUsd: number, decimals = 3): string {
  return `$${priceUsd.toFixed(decimals)}`;
}
