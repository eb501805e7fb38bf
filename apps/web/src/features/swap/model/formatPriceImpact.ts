import { BASIS_POINTS_DENOMINATOR, Percent } from "@griddle/sdk";

const ONE_BASIS_POINT = new Percent(1n, BASIS_POINTS_DENOMINATOR);

/** A price impact as the swap screen shows it (spec 000 section 9): '<0.01%' when tiny, else 2 decimals. */
export function formatPriceImpact(priceImpact: Percent): string {
  return priceImpact.lessThan(ONE_BASIS_POINT) ? "<0.01%" : `${priceImpact.toFixed(2)}%`;
}
