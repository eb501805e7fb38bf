import {
  BASIS_POINTS_DENOMINATOR,
  isTradeBetter,
  Percent,
  Trade,
  type Currency,
  type CurrencyAmount,
  type Pair,
} from "@griddle/sdk";
import type { AnyTrade } from "./AnyTrade.ts";
import type { Field } from "./SwapState.ts";

/** The route search's hop limit (spec 000 section 9); single-hop mode allows 1. */
export const MAX_HOPS = 3;

/** A longer route must beat a shorter one by this much to be chosen: each hop costs gas and fee. */
const BETTER_TRADE_LESS_HOPS_THRESHOLD = new Percent(50n, BASIS_POINTS_DENOMINATOR);

export interface BestTradeQuery {
  /** Which side `amount` is: the input (exact in) or the output (exact out). */
  readonly exactField: Field;
  readonly amount: CurrencyAmount<Currency>;
  /** The currency on the other side. */
  readonly otherCurrency: Currency;
  readonly singleHopOnly: boolean;
}

function bestWithHops(pairs: Pair[], query: BestTradeQuery, maxHops: number): AnyTrade | null {
  const options = { maxHops, maxNumResults: 1 };
  const [best] =
    query.exactField === "INPUT"
      ? Trade.bestTradeExactIn(pairs, query.amount, query.otherCurrency, options)
      : Trade.bestTradeExactOut(pairs, query.otherCurrency, query.amount, options);
  return best ?? null;
}

/**
 * The trade to offer: the best route of at most one hop in single-hop mode, otherwise the best of up
 * to three hops, preferring fewer hops unless more are at least 0.5% better.
 */
export function findBestTrade(pairs: Pair[], query: BestTradeQuery): AnyTrade | null {
  if (pairs.length === 0) return null;
  if (query.singleHopOnly) return bestWithHops(pairs, query, 1);
  let best: AnyTrade | null = null;
  for (let hops = 1; hops <= MAX_HOPS; hops++) {
    const candidate = bestWithHops(pairs, query, hops);
    if (isTradeBetter(best, candidate, BETTER_TRADE_LESS_HOPS_THRESHOLD)) best = candidate;
  }
  return best;
}
