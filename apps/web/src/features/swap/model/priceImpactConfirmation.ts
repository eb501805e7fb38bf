import type { Percent } from "@griddle/sdk";
import { PRICE_IMPACT_BLOCKED, PRICE_IMPACT_CONFIRM } from "./priceImpactThresholds.ts";

/**
 * What the user must do before a swap with this price impact is sent (spec 000 section 4): nothing,
 * accept a browser confirm (from 10%), or type the word confirm (from 15%, reachable in expert mode).
 */
export type PriceImpactConfirmation = "none" | "confirm" | "typedConfirm";

export function priceImpactConfirmation(priceImpactWithoutFee: Percent | undefined): PriceImpactConfirmation {
  if (!priceImpactWithoutFee) return "none";
  if (!priceImpactWithoutFee.lessThan(PRICE_IMPACT_BLOCKED)) return "typedConfirm";
  if (!priceImpactWithoutFee.lessThan(PRICE_IMPACT_CONFIRM)) return "confirm";
  return "none";
}

/** The browser confirm's text; its threshold is shown as a whole percent. */
export const PRICE_IMPACT_CONFIRM_TEXT =
  "This swap has a price impact of at least %percent%%. Please confirm that you would like to continue with this swap.";

/** The typed confirm prompt's text. */
export const PRICE_IMPACT_TYPED_CONFIRM_TEXT =
  'This swap has a price impact of at least %percent%%. Please type the word "confirm" to continue with this swap.';
