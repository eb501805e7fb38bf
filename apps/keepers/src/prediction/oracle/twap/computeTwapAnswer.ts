import type { CumulativePrices } from "./currentCumulativePrices.ts";

/** A pair's accumulators at a block's time. */
export interface PriceObservation {
  readonly blockNumber: bigint;
  readonly timestamp: bigint;
  readonly cumulative: CumulativePrices;
}

export interface TwapAnswerParameters {
  readonly older: PriceObservation;
  readonly newer: PriceObservation;
  /** Whether the priced token (WBNB) is the pair's token0, so its price is price0 (token1 per token0). */
  readonly baseIsToken0: boolean;
  readonly baseDecimals: number;
  readonly quoteDecimals: number;
  /** The feed's decimals: 8 for a Chainlink-style USD feed. */
  readonly answerDecimals: number;
}

const UINT256 = 1n << 256n;

/**
 * The base token's time-weighted average price in the quote token between two observations, as a
 * fixed-point answer with `answerDecimals`: Uniswap v2's example oracle (`consult`), which takes the
 * average UQ112x112 price (the accumulator's growth over the seconds between, rounded down) and
 * multiplies it by one whole base token scaled to the answer's decimals, rounding down.
 */
export function computeTwapAnswer({
  older,
  newer,
  baseIsToken0,
  baseDecimals,
  quoteDecimals,
  answerDecimals,
}: TwapAnswerParameters): bigint {
  const elapsed = newer.timestamp - older.timestamp;
  if (elapsed <= 0n) {
    throw new RangeError(
      `No time passed between blocks ${older.blockNumber} and ${newer.blockNumber} to average a price over`,
    );
  }
  const pick = (prices: CumulativePrices) =>
    baseIsToken0 ? prices.price0Cumulative : prices.price1Cumulative;
  // The accumulators wrap at 2^256 by design: their difference is taken modulo 2^256.
  const growth = (((pick(newer.cumulative) - pick(older.cumulative)) % UINT256) + UINT256) % UINT256;
  const averagePrice = growth / elapsed;
  const exponent = answerDecimals + baseDecimals - quoteDecimals;
  return exponent >= 0
    ? (averagePrice * 10n ** BigInt(exponent)) >> 112n
    : averagePrice / ((10n ** BigInt(-exponent)) << 112n);
}
