import { pairLiquidity } from "ponder:schema";
import type { Address } from "viem";
import type { IndexerDb } from "../store/IndexerDb.ts";

export type PairLiquidityRow = typeof pairLiquidity.$inferSelect;

/** The pair's liquidity row, created empty on its first event (a pair without supply: 1 per LP unit). */
export async function ensurePairLiquidity(db: IndexerDb, pairId: Address): Promise<PairLiquidityRow> {
  const existing = await db.find(pairLiquidity, { id: pairId });
  if (existing !== null) return existing;
  return db.insert(pairLiquidity).values({
    id: pairId,
    totalSupply: 0n,
    sqrtK: 0,
    sqrtKLast: 0,
    liquidityPerLp: 1,
    lastMintTo: null,
    lastMintHash: null,
  });
}
