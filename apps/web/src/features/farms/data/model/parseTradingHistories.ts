import { IndexerRequestError } from "../../../../shared/indexer/index.ts";
import type { PairTradingHistory, VolumeBucket } from "./PairTradingHistory.ts";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A page's items; a page cut short (more rows than one page holds) would lose buckets, so it is refused. */
function itemsOf(page: unknown, field: string): readonly unknown[] {
  if (!isRecord(page) || !Array.isArray(page.items)) {
    throw new IndexerRequestError(`The indexer's answer lacks ${field}.items`);
  }
  if (!isRecord(page.pageInfo) || page.pageInfo.hasNextPage !== false) {
    throw new IndexerRequestError(`The indexer's ${field} do not fit in one page`);
  }
  return page.items;
}

function finiteNumber(value: unknown, field: string): number {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new IndexerRequestError(`The indexer's ${field} is not a number`);
  }
  return value;
}

function recordOf(item: unknown, field: string): Record<string, unknown> {
  if (!isRecord(item)) throw new IndexerRequestError(`The indexer's ${field} hold a non-object`);
  return item;
}

/** The lowercase pair address an item of `field` belongs to. */
function pairIdOf(value: unknown, field: string): string {
  if (typeof value !== "string")
    throw new IndexerRequestError(`The indexer's ${field} hold an item without a pair`);
  return value.toLowerCase();
}

/** Each pair's buckets of `field`, in the answer's order (newest first), by lowercase pair address. */
function bucketsByPair(page: unknown, field: string, startKey: string): ReadonlyMap<string, VolumeBucket[]> {
  const byPair = new Map<string, VolumeBucket[]>();
  for (const item of itemsOf(page, field)) {
    const bucket = recordOf(item, field);
    const pairId = pairIdOf(bucket.pairId, field);
    const buckets = byPair.get(pairId) ?? [];
    buckets.push({
      start: finiteNumber(bucket[startKey], `${field}.${startKey}`),
      volumeUsd: finiteNumber(bucket.volumeUSD, `${field}.volumeUSD`),
    });
    byPair.set(pairId, buckets);
  }
  return byPair;
}

/**
 * Reads the data of the indexer's answer to TRADING_HISTORY_QUERY into each pair's history, by
 * lowercase pair address, its buckets newest first. Throws IndexerRequestError on data of another
 * shape or a list cut short.
 */
export function parseTradingHistories(
  data: Readonly<Record<string, unknown>>,
): ReadonlyMap<string, PairTradingHistory> {
  const days = bucketsByPair(data.pairDayDatas, "pairDayDatas", "date");
  const hours = bucketsByPair(data.pairHourDatas, "pairHourDatas", "hourStartUnix");
  const histories = new Map<string, PairTradingHistory>();
  for (const item of itemsOf(data.pairs, "pairs")) {
    const pair = recordOf(item, "pairs");
    const id = pairIdOf(pair.id, "pairs");
    histories.set(id, {
      reserveUsd: finiteNumber(pair.reserveUSD, "reserveUSD"),
      createdAt: finiteNumber(pair.createdAtTimestamp, "createdAtTimestamp"),
      days: days.get(id) ?? [],
      hours: hours.get(id) ?? [],
    });
  }
  return histories;
}
