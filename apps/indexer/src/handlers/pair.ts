// Every pair's Sync, Swap, Mint and Burn, in chain order. A pair emits Sync before its Swap, Mint or
// Burn, so reserves and prices are already current when volume is counted, as in Uniswap v2's subgraph.
import { ponder } from "ponder:registry";
import { pair, token } from "ponder:schema";
import type { Address } from "viem";
import { computeBnbPriceUsd } from "../../model/computeBnbPriceUsd.ts";
import { computeReserveUsd } from "../../model/computeReserveUsd.ts";
import { computeTrackedVolumeUsd } from "../../model/computeTrackedVolumeUsd.ts";
import { competition } from "../shared/competition.ts";
import { lowerAddress } from "../shared/lowerAddress.ts";
import { pricing } from "../shared/pricing.ts";
import { toUnits } from "../shared/toUnits.ts";
import { whitelistRank } from "../shared/whitelistRank.ts";
import { recordInfoSync } from "../info/recordInfoSync.ts";
import { recordLiquidityEvent } from "../info/recordLiquidityEvent.ts";
import { recordPairTransaction } from "../info/recordPairTransaction.ts";
import { findToken } from "../store/findToken.ts";
import type { IndexerDb, PairRow, TokenRow } from "../store/IndexerDb.ts";
import { recordActivity } from "../store/recordActivity.ts";
import { recordCompetitionVolume } from "../store/recordCompetitionVolume.ts";
import { refreshTokenPrice } from "../store/refreshTokenPrice.ts";
import { storedBnbPriceUsd } from "../store/storedBnbPriceUsd.ts";

/** The BNB price in USD: fresh from the reserves when the synced pair is WBNB-BUSD, else WBNB's stored price. */
async function bnbPriceUsdAfterSync(
  db: IndexerDb,
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

ponder.on("GriddlePair:Sync", async ({ event, context }) => {
  const { db } = context;
  const pairId = lowerAddress(event.log.address);
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
  const priced = await db.update(pair, { id: pairId }).set({
    reserveUSD,
    reserveBNB: bnbPriceUsd > 0 ? reserveUSD / bnbPriceUsd : 0,
  });
  await recordInfoSync(db, {
    pairId,
    timestamp: Number(event.block.timestamp),
    reserve0,
    reserve1,
    reserveUsdBefore: previous.reserveUSD,
    reserveUsdAfter: priced.reserveUSD,
    sides: [
      { priceBefore: held0.derivedUSD, after: token0 },
      { priceBefore: held1.derivedUSD, after: token1 },
    ],
  });
});

ponder.on("GriddlePair:Swap", async ({ event, context }) => {
  const { db } = context;
  const pairId = lowerAddress(event.log.address);
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
  if (competition !== undefined) {
    await recordCompetitionVolume(db, competition, { pairId, trader: event.transaction.from, volumeUSD });
  }
  await recordPairTransaction(db, swapped, {
    kind: "Swap",
    hash: event.transaction.hash,
    logIndex: event.log.logIndex,
    block: event.block.number,
    timestamp: Number(event.block.timestamp),
    account: lowerAddress(event.transaction.from),
    amount0In: event.args.amount0In,
    amount1In: event.args.amount1In,
    amount0Out: event.args.amount0Out,
    amount1Out: event.args.amount1Out,
    amountUSD: volumeUSD,
    volumeUSD,
  });
});

for (const liquidityEvent of ["GriddlePair:Mint", "GriddlePair:Burn"] as const) {
  ponder.on(liquidityEvent, async ({ event, context }) => {
    const pairId = lowerAddress(event.log.address);
    const changed = await context.db.find(pair, { id: pairId });
    if (changed === null) return;
    await recordActivity(context.db, pairId, Number(event.block.timestamp), {
      amount0: 0n,
      amount1: 0n,
      volumeUSD: 0,
    });
    await recordLiquidityEvent(context, changed, {
      kind: liquidityEvent === "GriddlePair:Mint" ? "Mint" : "Burn",
      hash: event.transaction.hash,
      logIndex: event.log.logIndex,
      block: event.block.number,
      timestamp: Number(event.block.timestamp),
      account: lowerAddress(event.transaction.from),
      amount0: event.args.amount0,
      amount1: event.args.amount1,
    });
  });
}
