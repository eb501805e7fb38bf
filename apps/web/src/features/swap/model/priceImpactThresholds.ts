import { BASIS_POINTS_DENOMINATOR, Percent } from "@griddle/sdk";

function percent(value: bigint): Percent {
  return new Percent(value * 100n, BASIS_POINTS_DENOMINATOR);
}

/** The price-impact thresholds of spec 000 section 9: 1, 3, 5, 10 and 15 percent. */
export const PRICE_IMPACT_LOW = percent(1n);
export const PRICE_IMPACT_MEDIUM = percent(3n);
export const PRICE_IMPACT_HIGH = percent(5n);
/** At or above this, sending asks the browser's confirm first. */
export const PRICE_IMPACT_CONFIRM = percent(10n);
/** At or above this, the swap is blocked outside expert mode, and expert mode asks for a typed 'confirm'. */
export const PRICE_IMPACT_BLOCKED = percent(15n);
