// The factory's PairCreated: a pair row for every pair whose tokens have metadata, and each side's
// pricing pairs for the pair handlers to derive prices through.
import { ponder } from "ponder:registry";
import { pair, token } from "ponder:schema";
import { lowerAddress } from "../shared/lowerAddress.ts";
import { whitelistRank } from "../shared/whitelistRank.ts";
import { ensureToken } from "../store/ensureToken.ts";

ponder.on("GriddleFactory:PairCreated", async ({ event, context }) => {
  // The event's last input is unnamed, so viem decodes its arguments as a tuple.
  const [token0Address, token1Address, pairAddress] = event.args;
  const pairId = lowerAddress(pairAddress);
  const token0 = await ensureToken(context, lowerAddress(token0Address));
  const token1 = await ensureToken(context, lowerAddress(token1Address));
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
