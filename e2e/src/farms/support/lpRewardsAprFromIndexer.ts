// A pair's LP fee APR worked out by hand from the indexer's GraphQL (issue 7): the 7-day volume × 0.17%
// annualised over the pair's liquidity, or the 24-hour volume × 365 for a pair younger than 7 days.
import type { Address } from "viem";
import { indexerGraphqlUrl } from "./waitForIndexerAtHead.ts";

const LP_HOLDERS_FEE = 0.0017;
const DAY = 86_400;

interface Bucket {
  readonly start: number;
  readonly volumeUSD: number;
}

interface PairVolumes {
  readonly pair: { readonly reserveUSD: number; readonly createdAtTimestamp: number } | null;
  readonly pairDayDatas: { readonly items: readonly { date: number; volumeUSD: number }[] };
  readonly pairHourDatas: { readonly items: readonly { hourStartUnix: number; volumeUSD: number }[] };
}

// The pair's own record and every bucket of it: a different query from the app's, so a mistake in
// that one does not repeat here.
const QUERY = `query PairVolumes($id: String!) {
  pair(id: $id) { reserveUSD createdAtTimestamp }
  pairDayDatas(where: { pairId: $id }, limit: 1000) { items { date volumeUSD } }
  pairHourDatas(where: { pairId: $id }, limit: 1000) { items { hourStartUnix volumeUSD } }
}`;

async function queryPairVolumes(pair: Address): Promise<PairVolumes> {
  const response = await fetch(indexerGraphqlUrl(), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: QUERY, variables: { id: pair.toLowerCase() } }),
  });
  const body = (await response.json()) as { data?: PairVolumes; errors?: unknown };
  if (!response.ok || body.data === undefined) {
    throw new Error(`The indexer answered ${response.status}: ${JSON.stringify(body.errors)}`);
  }
  return body.data;
}

function volumeBetween(buckets: readonly Bucket[], from: number, to: number): number {
  return buckets
    .filter((bucket) => bucket.start >= from && bucket.start < to)
    .reduce((sum, bucket) => sum + bucket.volumeUSD, 0);
}

export interface LpRewardsFromIndexer {
  readonly apr: number;
  /** The volume annualised: 7-day or 24-hour, in US dollars. */
  readonly volumeUsd: number;
  readonly window: "7d" | "24h";
}

/** The pair's LP rewards APR in percent per year at chain time `now` (seconds). */
export async function lpRewardsAprFromIndexer(pair: Address, now: number): Promise<LpRewardsFromIndexer> {
  const data = await queryPairVolumes(pair);
  if (data.pair === null) throw new Error(`The indexer does not know the pair ${pair}`);
  const days = data.pairDayDatas.items.map((item) => ({ start: item.date, volumeUSD: item.volumeUSD }));
  const hours = data.pairHourDatas.items.map((item) => ({
    start: item.hourStartUnix,
    volumeUSD: item.volumeUSD,
  }));
  const isYoung = now - data.pair.createdAtTimestamp < 7 * DAY;
  // 7 days: the last 7 complete UTC days; 24 hours: the hours started within the last day.
  const today = Math.floor(now / DAY) * DAY;
  const volumeUsd = isYoung
    ? volumeBetween(hours, now - DAY, Infinity)
    : volumeBetween(days, today - 7 * DAY, today);
  const yearlyVolume = isYoung ? volumeUsd * 365 : (volumeUsd * 365) / 7;
  return {
    apr: ((yearlyVolume * LP_HOLDERS_FEE) / data.pair.reserveUSD) * 100,
    volumeUsd,
    window: isYoung ? "24h" : "7d",
  };
}
