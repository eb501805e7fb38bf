import { pair, pairDayData, pairHourData, token, tokenDayData } from "ponder:schema";
import type { Address } from "viem";
import { bucketStart, DAY_SECONDS, HOUR_SECONDS } from "../../model/bucketStart.ts";
import { toUnits } from "../shared/toUnits.ts";
import type { IndexerDb } from "./IndexerDb.ts";
import { storedBnbPriceUsd } from "./storedBnbPriceUsd.ts";

export interface Activity {
  readonly amount0: bigint;
  readonly amount1: bigint;
  readonly volumeUSD: number;
}

/** Counts a swap, mint or burn on the pair, its tokens, and their hour and day buckets. */
export async function recordActivity(
  db: IndexerDb,
  pairId: Address,
  timestamp: number,
  activity: Activity,
): Promise<void> {
  const { amount0, amount1, volumeUSD } = activity;
  const updated = await db.update(pair, { id: pairId }).set((row) => ({
    volumeToken0: row.volumeToken0 + amount0,
    volumeToken1: row.volumeToken1 + amount1,
    volumeUSD: row.volumeUSD + volumeUSD,
    txCount: row.txCount + 1,
  }));
  const snapshot = { reserve0: updated.reserve0, reserve1: updated.reserve1, reserveUSD: updated.reserveUSD };
  const bucket = { pairId, volumeToken0: amount0, volumeToken1: amount1, volumeUSD, ...snapshot, txCount: 1 };
  const addToBucket = (row: typeof bucket) => ({
    volumeToken0: row.volumeToken0 + amount0,
    volumeToken1: row.volumeToken1 + amount1,
    volumeUSD: row.volumeUSD + volumeUSD,
    ...snapshot,
    txCount: row.txCount + 1,
  });
  await db
    .insert(pairHourData)
    .values({ ...bucket, hourStartUnix: bucketStart(timestamp, HOUR_SECONDS) })
    .onConflictDoUpdate(addToBucket);
  await db
    .insert(pairDayData)
    .values({ ...bucket, date: bucketStart(timestamp, DAY_SECONDS) })
    .onConflictDoUpdate(addToBucket);

  const bnbPriceUsd = await storedBnbPriceUsd(db);
  for (const [tokenId, amount] of [
    [updated.token0Id, amount0],
    [updated.token1Id, amount1],
  ] as const) {
    const counted = await db.update(token, { id: tokenId }).set((row) => ({
      volume: row.volume + amount,
      volumeUSD: row.volumeUSD + volumeUSD,
      txCount: row.txCount + 1,
    }));
    const priceUSD = counted.derivedBNB * bnbPriceUsd;
    const day = {
      priceUSD,
      liquidity: counted.liquidity,
      liquidityUSD: toUnits(counted.liquidity, counted.decimals) * priceUSD,
    };
    await db
      .insert(tokenDayData)
      .values({
        tokenId,
        date: bucketStart(timestamp, DAY_SECONDS),
        volume: amount,
        volumeUSD,
        ...day,
        txCount: 1,
      })
      .onConflictDoUpdate((row) => ({
        volume: row.volume + amount,
        volumeUSD: row.volumeUSD + volumeUSD,
        ...day,
        txCount: row.txCount + 1,
      }));
  }
}
