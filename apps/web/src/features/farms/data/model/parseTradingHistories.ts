import { IndexerRequestError } from "../../../../shared/indexer/index.ts";
import type { PairTradingHistory, VolumeBucket } from "./PairTradingHistory.ts";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function itemsOf(page: unknown, field: string): readonly unknown[] {
  if (!isRecord(page) || !Array.isArray(page.items)) {
    throw new IndexerRequestError(`The indexer's answer lacks ${field}.items`);
  }
  return page.items;
}

function finiteNumber(value: unknown, field: string): number {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new IndexerRequestError(`The indexer's ${field} is not a number`);
  }
  return value;
}

function toBuckets(page: unknown, field: string, startKey: string): readonly VolumeBucket[] {
  return itemsOf(page, field).map((item) => {
    if (!isRecord(item)) throw new IndexerRequestError(`The indexer's ${field} holds a non-object`);
    return {
      start: finiteNumber(item[startKey], `${field}.${startKey}`),
      volumeUsd: finiteNumber(item.volumeUSD, `${field}.volumeUSD`),
    };
  });
}

/**
 * Reads the data of the indexer's answer to TRADING_HISTORY_QUERY into each pair's history, by
 * lowercase pair address. Throws IndexerRequestError on data of another shape.
 */
export function parseTradingHistories(
  data: Readonly<Record<string, unknown>>,
): ReadonlyMap<string, PairTradingHistory> {
  const histories = new Map<string, PairTradingHistory>();
  for (const pair of itemsOf(data.pairs, "pairs")) {
    if (!isRecord(pair) || typeof pair.id !== "string") {
      throw new IndexerRequestError("The indexer's pairs hold an item without an id");
    }
    histories.set(pair.id.toLowerCase(), {
      reserveUsd: finiteNumber(pair.reserveUSD, "reserveUSD"),
      createdAt: finiteNumber(pair.createdAtTimestamp, "createdAtTimestamp"),
      days: toBuckets(pair.dayData, "dayData", "date"),
      hours: toBuckets(pair.hourData, "hourData", "hourStartUnix"),
    });
  }
  return histories;
}
