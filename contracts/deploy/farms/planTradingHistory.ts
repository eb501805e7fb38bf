import { getAmountOut } from "@griddle/sdk";
import type { Address } from "viem";

/** A pair the seed trades, at its reserves before the first trade. */
export interface TradedPair {
  readonly token: Address;
  readonly quote: Address;
  readonly reserveToken: bigint;
  readonly reserveQuote: bigint;
  /** Quote-token base units the trader holds for this pair: no round trip puts in more than 80%. */
  readonly budget: bigint;
}

/** One exact-input swap through a single pair. */
export interface PlannedSwap {
  /** The pair's index in the traded pairs. */
  readonly pairIndex: number;
  readonly tokenIn: Address;
  readonly tokenOut: Address;
  readonly amountIn: bigint;
  /** What the pair pays when the swaps run in plan order and nothing else trades it meanwhile. */
  readonly amountOut: bigint;
}

/**
 * Percent of a pair's budget each successive round trip puts in, cycled from a different start for
 * each pair so that sizes vary within and across pairs.
 */
const ROUND_TRIP_SHARES: readonly bigint[] = [35n, 60n, 20n, 80n, 45n, 70n, 25n, 55n, 40n];

/**
 * `swapCount` swaps as round trips through the pairs in turn: buy the token with some of the pair's
 * budget, then sell exactly what was bought. Trades run both ways in similar sizes and each round trip
 * only leaves its fees in the pair, so prices end within a few hundredths of a percent of where they
 * started. The amounts come from the pair's own formula, so the plan is exact when it runs in order.
 */
export function planTradingHistory(pairs: readonly TradedPair[], swapCount: number): PlannedSwap[] {
  if (!Number.isSafeInteger(swapCount) || swapCount < 0 || swapCount % 2 !== 0) {
    throw new RangeError(`Trading history is made of round trips: an even swap count, got ${swapCount}`);
  }
  if (swapCount > 0 && pairs.length === 0) throw new RangeError("Trading history needs a pair to trade");
  const reserves = pairs.map((pair) => ({ token: pair.reserveToken, quote: pair.reserveQuote }));
  const swaps: PlannedSwap[] = [];
  for (let trip = 0; trip < swapCount / 2; trip++) {
    const pairIndex = trip % pairs.length;
    const pair = pairs[pairIndex];
    const reserve = reserves[pairIndex];
    if (pair === undefined || reserve === undefined) throw new Error(`No pair ${pairIndex}`);
    const round = Math.floor(trip / pairs.length);
    const share = ROUND_TRIP_SHARES[(round + pairIndex) % ROUND_TRIP_SHARES.length] ?? 0n;
    const quoteIn = (pair.budget * share) / 100n;
    const tokenOut = getAmountOut(quoteIn, reserve.quote, reserve.token);
    if (tokenOut === 0n) throw new RangeError(`Pair ${pairIndex}'s budget buys nothing`);
    reserve.quote += quoteIn;
    reserve.token -= tokenOut;
    const quoteOut = getAmountOut(tokenOut, reserve.token, reserve.quote);
    reserve.token += tokenOut;
    reserve.quote -= quoteOut;
    swaps.push(
      { pairIndex, tokenIn: pair.quote, tokenOut: pair.token, amountIn: quoteIn, amountOut: tokenOut },
      { pairIndex, tokenIn: pair.token, tokenOut: pair.quote, amountIn: tokenOut, amountOut: quoteOut },
    );
  }
  return swaps;
}
