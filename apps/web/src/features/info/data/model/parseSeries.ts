import type { CandlePoint, InfoTransaction, SeriesPoint } from "../../model/InfoRows.ts";
import { bigintAt, itemsAt, numberAt, type IndexerRecord } from "../../model/readIndexerFields.ts";
import { parseTransactions } from "./parseTransactions.ts";

/** A token's or pair's charts at one resolution, oldest first. */
export interface InfoSeries {
  readonly volume: readonly SeriesPoint[];
  readonly liquidity: readonly SeriesPoint[];
  /** The token's USD price, or the pair's token0 price in token1. */
  readonly price: readonly SeriesPoint[];
  /** USD price candles (tokens only: empty for pairs). */
  readonly candles: readonly CandlePoint[];
}

export interface InfoDetail {
  readonly hourly: InfoSeries;
  readonly daily: InfoSeries;
  readonly transactions: readonly InfoTransaction[];
}

/** The list's items oldest first (the queries ask newest first, to get the latest 1000). */
function oldestFirst(value: unknown, field: string): IndexerRecord[] {
  return [...itemsAt(value, field)].reverse();
}

const point = (item: IndexerRecord, field: string): SeriesPoint => ({
  time: numberAt(item, "start"),
  value: numberAt(item, field),
});

const candle = (item: IndexerRecord): CandlePoint => ({
  time: numberAt(item, "start"),
  open: numberAt(item, "open"),
  high: numberAt(item, "high"),
  low: numberAt(item, "low"),
  close: numberAt(item, "close"),
});

/** Reads the answer to TOKEN_QUERY; candles before the token had a price (all zeros) are left out. */
export function parseTokenDetail(data: Readonly<Record<string, unknown>>): InfoDetail {
  const hours = oldestFirst(data.tokenHourDatas, "tokenHourDatas");
  const days = oldestFirst(data.tokenDayDatas, "tokenDayDatas");
  const dayCandles = oldestFirst(data.tokenDayCandles, "tokenDayCandles")
    .map(candle)
    .filter((c) => c.close > 0);
  const hourCandles = hours.map(candle).filter((c) => c.close > 0);
  return {
    hourly: {
      volume: hours.map((hour) => point(hour, "volumeUSD")),
      liquidity: hours.map((hour) => point(hour, "liquidityUSD")),
      price: hourCandles.map(({ time, close }) => ({ time, value: close })),
      candles: hourCandles,
    },
    daily: {
      volume: days.map((day) => point(day, "volumeUSD")),
      liquidity: days.map((day) => point(day, "liquidityUSD")),
      price: dayCandles.map(({ time, close }) => ({ time, value: close })),
      candles: dayCandles,
    },
    transactions: parseTransactions(data.pairTransactions),
  };
}

/** The pair's token0 price in token1 from raw reserves; 0 while token0's reserve is empty. */
export function pairRate(reserve0: bigint, reserve1: bigint, decimals0: number, decimals1: number): number {
  if (reserve0 === 0n) return 0;
  return (Number(reserve1) / Number(reserve0)) * 10 ** (decimals0 - decimals1);
}

/** Reads the answer to PAIR_QUERY; the price is token0 in token1 after each bucket. */
export function parsePairDetail(
  data: Readonly<Record<string, unknown>>,
  decimals0: number,
  decimals1: number,
): InfoDetail {
  const series = (value: unknown, field: string): InfoSeries => {
    const buckets = oldestFirst(value, field);
    return {
      volume: buckets.map((bucket) => point(bucket, "volumeUSD")),
      liquidity: buckets.map((bucket) => point(bucket, "reserveUSD")),
      price: buckets.map((bucket) => ({
        time: numberAt(bucket, "start"),
        value: pairRate(bigintAt(bucket, "reserve0"), bigintAt(bucket, "reserve1"), decimals0, decimals1),
      })),
      candles: [],
    };
  };
  return {
    hourly: series(data.pairHourDatas, "pairHourDatas"),
    daily: series(data.pairDayDatas, "pairDayDatas"),
    transactions: parseTransactions(data.pairTransactions),
  };
}
