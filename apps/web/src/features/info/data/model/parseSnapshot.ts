import type { Address } from "viem";
import type { PairTradingHistory, VolumeBucket } from "../../../farms/index.ts";
import type { InfoPair, InfoToken, InfoTransaction, SeriesPoint } from "../../model/InfoRows.ts";
import {
  addressAt,
  bigintAt,
  itemsAt,
  numberAt,
  stringAt,
  type IndexerRecord,
} from "../../model/readIndexerFields.ts";
import { summarizePairActivity } from "../../model/summarizePairActivity.ts";
import { summarizeTokenHours, type TokenHour } from "../../model/summarizeTokenHours.ts";
import { parsePairToken, parseTransactions } from "./parseTransactions.ts";

/** What the overview and the lists show. */
export interface InfoSnapshot {
  readonly tvlByDay: readonly SeriesPoint[];
  readonly volumeByDay: readonly SeriesPoint[];
  readonly tokens: readonly InfoToken[];
  readonly pairs: readonly InfoPair[];
  readonly transactions: readonly InfoTransaction[];
}

function groupBy<T>(
  items: readonly IndexerRecord[],
  key: string,
  map: (item: IndexerRecord) => T,
): Map<Address, T[]> {
  const groups = new Map<Address, T[]>();
  for (const item of items) {
    const id = addressAt(item, key);
    groups.set(id, [...(groups.get(id) ?? []), map(item)]);
  }
  return groups;
}

/** Reads the answer to SNAPSHOT_QUERY, summarising the last day and week at chain time `now`. */
export function parseSnapshot(data: Readonly<Record<string, unknown>>, now: number): InfoSnapshot {
  const days = itemsAt(data.protocolDayDatas, "protocolDayDatas");
  const tokenHours = groupBy(
    itemsAt(data.tokenHourDatas, "tokenHourDatas"),
    "tokenId",
    (hour): TokenHour => ({
      start: numberAt(hour, "hourStartUnix"),
      volumeUsd: numberAt(hour, "volumeUSD"),
      open: numberAt(hour, "open"),
      close: numberAt(hour, "close"),
    }),
  );
  const bucket = (startKey: string) => (item: IndexerRecord) => ({
    start: numberAt(item, startKey),
    volumeUsd: numberAt(item, "volumeUSD"),
  });
  const pairDays = groupBy(itemsAt(data.pairDayDatas, "pairDayDatas"), "pairId", bucket("date"));
  const pairHours = groupBy(itemsAt(data.pairHourDatas, "pairHourDatas"), "pairId", bucket("hourStartUnix"));

  const tokens = itemsAt(data.tokens, "tokens").map((token): InfoToken => {
    const id = addressAt(token, "id");
    const priceUsd = numberAt(token, "derivedUSD");
    return {
      id,
      symbol: stringAt(token, "symbol"),
      name: stringAt(token, "name"),
      decimals: numberAt(token, "decimals"),
      priceUsd,
      liquidityUsd: numberAt(token, "liquidityUSD"),
      ...summarizeTokenHours(tokenHours.get(id) ?? [], priceUsd, now),
    };
  });
  const pairs = itemsAt(data.pairs, "pairs").map((pair) => parsePair(pair, pairDays, pairHours, now));
  return {
    tvlByDay: days.map((day) => ({ time: numberAt(day, "date"), value: numberAt(day, "liquidityUSD") })),
    volumeByDay: days.map((day) => ({ time: numberAt(day, "date"), value: numberAt(day, "volumeUSD") })),
    tokens,
    pairs,
    transactions: parseTransactions(data.pairTransactions),
  };
}

/** A pair with its volumes, fees and APR from its buckets at `now`. */
export function parsePair(
  pair: IndexerRecord,
  days: ReadonlyMap<Address, readonly VolumeBucket[]>,
  hours: ReadonlyMap<Address, readonly VolumeBucket[]>,
  now: number,
): InfoPair {
  const id = addressAt(pair, "id");
  const history: PairTradingHistory = {
    reserveUsd: numberAt(pair, "reserveUSD"),
    createdAt: numberAt(pair, "createdAtTimestamp"),
    days: days.get(id) ?? [],
    hours: hours.get(id) ?? [],
  };
  return {
    id,
    token0: parsePairToken(pair.token0, "token0"),
    token1: parsePairToken(pair.token1, "token1"),
    reserve0: bigintAt(pair, "reserve0"),
    reserve1: bigintAt(pair, "reserve1"),
    liquidityUsd: history.reserveUsd,
    ...summarizePairActivity(history, now),
  };
}
