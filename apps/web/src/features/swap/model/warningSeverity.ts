import type { Percent } from "@griddle/sdk";
import {
  PRICE_IMPACT_BLOCKED,
  PRICE_IMPACT_HIGH,
  PRICE_IMPACT_LOW,
  PRICE_IMPACT_MEDIUM,
} from "./priceImpactThresholds.ts";

export type WarningSeverity = 0 | 1 | 2 | 3 | 4;

/**
 * How alarming a price impact is (spec 000 section 4): 0 below 1%, 1 from 1%, 2 from 3%, 3 from 5%,
 * 4 from 15%. Above 2 the swap button turns to 'Swap Anyway'; above 3 it blocks outside expert mode.
 */
export function warningSeverity(priceImpact: Percent | undefined): WarningSeverity {
  if (!priceImpact) return 0;
  if (!priceImpact.lessThan(PRICE_IMPACT_BLOCKED)) return 4;
  if (!priceImpact.lessThan(PRICE_IMPACT_HIGH)) return 3;
  if (!priceImpact.lessThan(PRICE_IMPACT_MEDIUM)) return 2;
  if (!priceImpact.lessThan(PRICE_IMPACT_LOW)) return 1;
  return 0;
}
