import { pairTransaction, protocol, protocolDayData, tokenHourData } from "ponder:schema";
import type { Address, Hex } from "viem";
import { bucketStart, DAY_SECONDS, HOUR_SECONDS } from "../../model/bucketStart.ts";
import type { IndexerDb, PairRow } from "../store/IndexerDb.ts";
import { findToken } from "../store/findToken.ts";
import { PROTOCOL_ID } from "./protocolId.ts";

/** One swap, add or remove, as its handler read it from the event. */
export interface PairTransactionEvent {
  readonly kind: "Swap" | "Mint" | "Burn";
  readonly hash: Hex;
  readonly logIndex: number;
  readonly block: bigint;
  readonly timestamp: number;
  readonly account: Address;
  readonly amount0In: bigint;
  readonly amount1In: bigint;
  readonly amount0Out: bigint;
  readonly amount1Out: bigint;
  readonly amountUSD: number;
  /** The tracked volume it adds (a swap's amountUSD; 0 for adds and removes). */
  readonly volumeUSD: number;
}

/** Stores the transaction and counts it, and its volume, on the protocol, its day and its tokens' hours. */
export async function recordPairTransaction(
  db: IndexerDb,
  pair: PairRow,
  event: PairTransactionEvent,
): Promise<void> {
  const { volumeUSD, timestamp } = event;
  await db.insert(pairTransaction).values({
    id: `${event.hash}-${event.logIndex}`,
    kind: event.kind,
    hash: event.hash,
    logIndex: event.logIndex,
    block: event.block,
    timestamp,
    pairId: pair.id,
    token0Id: pair.token0Id,
    token1Id: pair.token1Id,
    account: event.account,
    amount0In: event.amount0In,
    amount1In: event.amount1In,
    amount0Out: event.amount0Out,
    amount1Out: event.amount1Out,
    amountUSD: event.amountUSD,
  });
  const totals = await db
    .insert(protocol)
    .values({ id: PROTOCOL_ID, liquidityUSD: 0, volumeUSD, txCount: 1 })
    .onConflictDoUpdate((row) => ({ volumeUSD: row.volumeUSD + volumeUSD, txCount: row.txCount + 1 }));
  await db
    .insert(protocolDayData)
    .values({
      date: bucketStart(timestamp, DAY_SECONDS),
      liquidityUSD: totals.liquidityUSD,
      volumeUSD,
      txCount: 1,
    })
    .onConflictDoUpdate((row) => ({ volumeUSD: row.volumeUSD + volumeUSD, txCount: row.txCount + 1 }));

  const hourStartUnix = bucketStart(timestamp, HOUR_SECONDS);
  for (const [tokenId, amount] of [
    [pair.token0Id, event.amount0In + event.amount0Out],
    [pair.token1Id, event.amount1In + event.amount1Out],
  ] as const) {
    const swapped = event.kind === "Swap" ? amount : 0n;
    const token = await findToken(db, tokenId);
    const price = token.derivedUSD;
    await db
      .insert(tokenHourData)
      .values({
        tokenId,
        hourStartUnix,
        volume: swapped,
        volumeUSD,
        liquidity: token.liquidity,
        liquidityUSD: token.liquidityUSD,
        open: price,
        high: price,
        low: price,
        close: price,
        txCount: 1,
      })
      .onConflictDoUpdate((row) => ({
        volume: row.volume + swapped,
        volumeUSD: row.volumeUSD + volumeUSD,
        txCount: row.txCount + 1,
      }));
  }
}
