// The indexing handlers: the factory's PairCreated and every pair's Sync, Swap, Mint and Burn, in
// chain order. A pair emits Sync before its Swap, Mint or Burn, so reserves and prices are already
// current when volume is counted, as in Uniswap v2's subgraph.
import { ponder, type Context } from "ponder:registry";
import { pair, pairDayData, pairHourData, token, tokenDayData } from "ponder:schema";
import { formatUnits, type Address } from "viem";
import { loadIndexerSettings } from "../config/loadIndexerSettings.ts";
import { bucketStart, DAY_SECONDS, HOUR_SECONDS } from "../model/bucketStart.ts";
import { computeBnbPriceUsd } from "../model/computeBnbPriceUsd.ts";
import { computeReserveUsd } from "../model/computeReserveUsd.ts";
import { computeTrackedVolumeUsd } from "../model/computeTrackedVolumeUsd.ts";
import { deriveTokenPriceBnb, type PriceQuote } from "../model/deriveTokenPriceBnb.ts";
import { readTokenMetadata } from "./readTokenMetadata.ts";

type Db = Context["db"];
type TokenRow = typeof token.$inferSelect;
type PairRow = typeof pair.$inferSelect;

const { pricing } = loadIndexerSettings();

function lower(address: Address): Address {
  return address.toLowerCase() as Address;
}

function whitelistRank(tokenId: Address): number {
  return pricing.whitelist.indexOf(tokenId);
}

function toUnits(raw: bigint, decimals: number): number {
  return Number(formatUnits(raw, decimals));
}

async function requireRow<T>(row: Promise<T | null>, what: string): Promise<T> {
  const found = await row;
  if (found === null) throw new Error(`The indexer lost track of ${what}`);
  return found;
}

function findToken(db: Db, id: Address): Promise<TokenRow> {
  return requireRow(db.find(token, { id }), `token ${id}`);
}

async function ensureToken(context: Context, id: Address): Promise<TokenRow | null> {
  const existing = await context.db.find(token, { id });
  if (existing !== null) return existing;
  const metadata = await readTokenMetadata(context.client, id);
  if (metadata === null) return null;
  return context.db.insert(token).values({
    id,
    ...metadata,
    derivedBNB: id === pricing.wbnb ? 1 : 0,
    derivedUSD: 0,
    volume: 0n,
    volumeUSD: 0,
    liquidity: 0n,
    liquidityUSD: 0,
    txCount: 0,
    pricingPairs: [],
  });
}

/** The BNB price in USD: fresh from the reserves when the synced pair is WBNB-BUSD, else WBNB's stored price. */
async function bnbPriceUsdAfterSync(
  db: Db,
  synced: PairRow,
  token0: TokenRow,
  token1: TokenRow,
): Promise<number> {
  const reserve0 = toUnits(synced.reserve0, token0.decimals);
  const reserve1 = toUnits(synced.reserve1, token1.decimals);
  if (token0.id === pricing.wbnb && token1.id === pricing.busd) return computeBnbPriceUsd(reserve0, reserve1);
  if (token0.id === pricing.busd && token1.id === pricing.wbnb) return computeBnbPriceUsd(reserve1, reserve0);
  return storedBnbPriceUsd(db);
}

async function storedBnbPriceUsd(db: Db): Promise<number> {
  const wbnb = await db.find(token, { id: pricing.wbnb });
  return wbnb?.derivedUSD ?? 0;
}

async function priceQuote(db: Db, priced: TokenRow, pairId: Address): Promise<PriceQuote> {
  const quoted = await requireRow(db.find(pair, { id: pairId }), `pair ${pairId}`);
  const tokenIsToken0 = quoted.token0Id === priced.id;
  const base = await findToken(db, tokenIsToken0 ? quoted.token1Id : quoted.token0Id);
  return {
    whitelistRank: whitelistRank(base.id),
    tokenReserve: toUnits(tokenIsToken0 ? quoted.reserve0 : quoted.reserve1, priced.decimals),
    baseReserve: toUnits(tokenIsToken0 ? quoted.reserve1 : quoted.reserve0, base.decimals),
    baseDerivedBnb: base.derivedBNB,
  };
}

/** Re-derives a token's BNB and USD prices from its whitelisted pairs' current reserves. */
async function refreshTokenPrice(db: Db, id: Address, bnbPriceUsd: number): Promise<TokenRow> {
  const row = await findToken(db, id);
  const derivedBNB =
    id === pricing.wbnb
      ? 1
      : deriveTokenPriceBnb(await Promise.all(row.pricingPairs.map((pairId) => priceQuote(db, row, pairId))));
  const derivedUSD = derivedBNB * bnbPriceUsd;
  return db.update(token, { id }).set({
    derivedBNB,
    derivedUSD,
    liquidityUSD: toUnits(row.liquidity, row.decimals) * derivedUSD,
  });
}

interface Activity {
  readonly amount0: bigint;
  readonly amount1: bigint;
  readonly volumeUSD: number;
}

/** Counts a swap, mint or burn on the pair, its tokens, and their hour and day buckets. */
async function recordActivity(db: Db, pairId: Address, timestamp: number, activity: Activity): Promise<void> {
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

ponder.on("GriddleFactory:PairCreated", async ({ event, context }) => {
  // The event's last input is unnamed, so viem decodes its arguments as a tuple.
  const [token0Address, token1Address, pairAddress] = event.args;
  const pairId = lower(pairAddress);
  const token0 = await ensureToken(context, lower(token0Address));
  const token1 = await ensureToken(context, lower(token1Address));
  if (token0 === null || token1 === null) return;

  await context.db.insert(pair).values({
    id: pairId,
    token0Id: token0.id,
    token1Id: token1.id,
    reserve0: 0n,
    reserve1: 0n,
    reserveBNB: 0,
    reserveUSD: 0,
    volumeToken0: 0n,
    volumeToken1: 0n,
    volumeUSD: 0,
    txCount: 0,
    createdAtBlock: event.block.number,
    createdAtTimestamp: Number(event.block.timestamp),
  });
  // Each side may be priced through the other once the pair has liquidity.
  for (const [priced, base] of [
    [token0, token1],
    [token1, token0],
  ] as const) {
    if (whitelistRank(base.id) === -1) continue;
    await context.db
      .update(token, { id: priced.id })
      .set((row) => ({ pricingPairs: [...row.pricingPairs, pairId] }));
  }
});

ponder.on("GriddlePair:Sync", async ({ event, context }) => {
  const { db } = context;
  const pairId = lower(event.log.address);
  const previous = await db.find(pair, { id: pairId });
  // A pair of a token without decimals was never created, and neither are its events.
  if (previous === null) return;
  const { reserve0, reserve1 } = event.args;

  const moveLiquidity = (tokenId: Address, before: bigint, after: bigint) =>
    db.update(token, { id: tokenId }).set((row) => ({ liquidity: row.liquidity - before + after }));
  const held0 = await moveLiquidity(previous.token0Id, previous.reserve0, reserve0);
  const held1 = await moveLiquidity(previous.token1Id, previous.reserve1, reserve1);
  const synced = await db.update(pair, { id: pairId }).set({ reserve0, reserve1 });

  const bnbPriceUsd = await bnbPriceUsdAfterSync(db, synced, held0, held1);
  const token0 = await refreshTokenPrice(db, synced.token0Id, bnbPriceUsd);
  const token1 = await refreshTokenPrice(db, synced.token1Id, bnbPriceUsd);
  const reserveUSD = computeReserveUsd(
    { reserve: toUnits(reserve0, token0.decimals), priceUsd: token0.derivedUSD },
    { reserve: toUnits(reserve1, token1.decimals), priceUsd: token1.derivedUSD },
  );
  await db.update(pair, { id: pairId }).set({
    reserveUSD,
    reserveBNB: bnbPriceUsd > 0 ? reserveUSD / bnbPriceUsd : 0,
  });
});

ponder.on("GriddlePair:Swap", async ({ event, context }) => {
  const { db } = context;
  const pairId = lower(event.log.address);
  const swapped = await db.find(pair, { id: pairId });
  if (swapped === null) return;
  const [token0, token1] = await Promise.all([
    findToken(db, swapped.token0Id),
    findToken(db, swapped.token1Id),
  ]);
  const bnbPriceUsd = await storedBnbPriceUsd(db);
  const amount0 = event.args.amount0In + event.args.amount0Out;
  const amount1 = event.args.amount1In + event.args.amount1Out;
  const volumeUSD = computeTrackedVolumeUsd(
    {
      amount: toUnits(amount0, token0.decimals),
      priceUsd: token0.derivedBNB * bnbPriceUsd,
      whitelisted: whitelistRank(token0.id) !== -1,
    },
    {
      amount: toUnits(amount1, token1.decimals),
      priceUsd: token1.derivedBNB * bnbPriceUsd,
      whitelisted: whitelistRank(token1.id) !== -1,
    },
  );
  await recordActivity(db, pairId, Number(event.block.timestamp), { amount0, amount1, volumeUSD });
});

for (const liquidityEvent of ["GriddlePair:Mint", "GriddlePair:Burn"] as const) {
  ponder.on(liquidityEvent, async ({ event, context }) => {
    const pairId = lower(event.log.address);
    if ((await context.db.find(pair, { id: pairId })) === null) return;
    await recordActivity(context.db, pairId, Number(event.block.timestamp), {
      amount0: 0n,
      amount1: 0n,
      volumeUSD: 0,
    });
  });
}
