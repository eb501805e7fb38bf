import type { Address } from "viem";

/** A token as the Info pages list it. USD figures are floating point, as the indexer prices them. */
export interface InfoToken {
  readonly id: Address;
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
  readonly priceUsd: number;
  /** Percent change of the price over the last 24 hours; null without a price a day ago. */
  readonly priceChange24h: number | null;
  readonly volume24hUsd: number;
  readonly liquidityUsd: number;
}

/** One side of a pair. */
export interface InfoPairToken {
  readonly id: Address;
  readonly symbol: string;
  readonly decimals: number;
  readonly priceUsd: number;
}

/** A pair as the Info pages list it. */
export interface InfoPair {
  readonly id: Address;
  readonly token0: InfoPairToken;
  readonly token1: InfoPairToken;
  readonly reserve0: bigint;
  readonly reserve1: bigint;
  readonly liquidityUsd: number;
  readonly volume24hUsd: number;
  readonly volume7dUsd: number;
  /** The LPs' 0.17% of the last 24 hours' volume. */
  readonly fees24hUsd: number;
  /** LP reward APR in percent, by the farms' rule; null without liquidity. */
  readonly lpRewardApr: number | null;
}

export type InfoTransactionKind = "Swap" | "Mint" | "Burn";

/** A swap, add or remove. Amounts are raw and exact; a swap's side that went in is `amountIn`. */
export interface InfoTransaction {
  readonly id: string;
  readonly kind: InfoTransactionKind;
  readonly hash: `0x${string}`;
  readonly timestamp: number;
  readonly account: Address;
  readonly pairId: Address;
  readonly token0: InfoPairToken;
  readonly token1: InfoPairToken;
  readonly amount0In: bigint;
  readonly amount1In: bigint;
  readonly amount0Out: bigint;
  readonly amount1Out: bigint;
  readonly amountUsd: number;
}

/** A point of a daily or hourly series. */
export interface SeriesPoint {
  /** Unix time of the bucket's start, seconds. */
  readonly time: number;
  readonly value: number;
}

/** A price candle of one bucket. */
export interface CandlePoint {
  readonly time: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
}
