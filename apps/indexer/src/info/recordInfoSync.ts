import { pairLiquidity, protocol, protocolDayData, tokenDayCandle, tokenHourData } from "ponder:schema";
import type { Address } from "viem";
import { bucketStart, DAY_SECONDS, HOUR_SECONDS } from "../../model/bucketStart.ts";
import { addToCandle, type Candle } from "../../model/candle.ts";
import { computeLiquidityPerLp } from "../../model/computeLiquidityPerLp.ts";
import type { IndexerDb, TokenRow } from "../store/IndexerDb.ts";
import { ensurePairLiquidity } from "./ensurePairLiquidity.ts";
import { PROTOCOL_ID } from "./protocolId.ts";

/** What a Sync changed, as the Sync handler computed it. */
export interface InfoSync {
  readonly pairId: Address;
  readonly timestamp: number;
  readonly reserve0: bigint;
  readonly reserve1: bigint;
  /** The pair's reserveUSD before and after the Sync. */
  readonly reserveUsdBefore: number;
  readonly reserveUsdAfter: number;
  /** Each side's USD price before the Sync, and its row after it (prices refreshed). */
  readonly sides: readonly { readonly priceBefore: number; readonly after: TokenRow }[];
}

/** A stored candle that has seen a price; an unpriced token's row holds zeros. */
function pricedCandle(row: Candle | null): Candle | null {
  return row !== null && row.close > 0 ? row : null;
}

/** The candle a new price makes of a bucket's stored one (zeros while the token has no price). */
function nextCandle(stored: Candle | null, price: number, priceBefore: number): Candle {
  if (price <= 0) return pricedCandle(stored) ?? { open: 0, high: 0, low: 0, close: 0 };
  return addToCandle(pricedCandle(stored), price, priceBefore > 0 ? priceBefore : null);
}

async function recordTokenPrice(
  db: IndexerDb,
  timestamp: number,
  side: InfoSync["sides"][number],
): Promise<void> {
  const { after, priceBefore } = side;
  const hourStartUnix = bucketStart(timestamp, HOUR_SECONDS);
  const date = bucketStart(timestamp, DAY_SECONDS);
  const price = after.derivedUSD;
  const hour = await db.find(tokenHourData, { tokenId: after.id, hourStartUnix });
  const hourCandle = nextCandle(hour, price, priceBefore);
  const liquidity = { liquidity: after.liquidity, liquidityUSD: after.liquidityUSD };
  if (hour === null) {
    await db.insert(tokenHourData).values({
      tokenId: after.id,
      hourStartUnix,
      volume: 0n,
      volumeUSD: 0,
      txCount: 0,
      ...liquidity,
      ...hourCandle,
    });
  } else {
    await db.update(tokenHourData, { tokenId: after.id, hourStartUnix }).set({ ...liquidity, ...hourCandle });
  }
  const day = await db.find(tokenDayCandle, { tokenId: after.id, date });
  const dayCandle = nextCandle(day, price, priceBefore);
  if (day === null) await db.insert(tokenDayCandle).values({ tokenId: after.id, date, ...dayCandle });
  else await db.update(tokenDayCandle, { tokenId: after.id, date }).set(dayCandle);
}

/**
 * After a pair's Sync: the protocol's liquidity (the pair's change of reserveUSD) and its day, each
 * side's hourly liquidity and price candles, and the pair's sqrt(k) and liquidity per LP unit.
 */
export async function recordInfoSync(db: IndexerDb, sync: InfoSync): Promise<void> {
  const change = sync.reserveUsdAfter - sync.reserveUsdBefore;
  const totals = await db
    .insert(protocol)
    .values({ id: PROTOCOL_ID, liquidityUSD: change, volumeUSD: 0, txCount: 0 })
    .onConflictDoUpdate((row) => ({ liquidityUSD: row.liquidityUSD + change }));
  await db
    .insert(protocolDayData)
    .values({
      date: bucketStart(sync.timestamp, DAY_SECONDS),
      liquidityUSD: totals.liquidityUSD,
      volumeUSD: 0,
      txCount: 0,
    })
    .onConflictDoUpdate({ liquidityUSD: totals.liquidityUSD });
  for (const side of sync.sides) await recordTokenPrice(db, sync.timestamp, side);

  const liquidity = await ensurePairLiquidity(db, sync.pairId);
  const sqrtK = Math.sqrt(Number(sync.reserve0) * Number(sync.reserve1));
  await db.update(pairLiquidity, { id: sync.pairId }).set({
    sqrtK,
    liquidityPerLp: computeLiquidityPerLp({
      sqrtK,
      totalSupply: Number(liquidity.totalSupply),
      sqrtKLast: liquidity.sqrtKLast,
    }),
  });
}
