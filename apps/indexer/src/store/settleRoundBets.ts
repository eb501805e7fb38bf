import { bet, user, type round } from "ponder:schema";
import { eq } from "ponder";
import { addSettlementToTotals } from "../../model/predictionUserTotals.ts";
import { settleBet } from "../../model/settleBet.ts";
import type { IndexerDb } from "./IndexerDb.ts";

/**
 * Counts every bet of a round that closed with winners as a win or a loss in its bettor's totals.
 * The bets are found with one SQL query (Ponder's store finds rows by key only), once per round.
 */
export async function settleRoundBets(db: IndexerDb, settled: typeof round.$inferSelect): Promise<void> {
  const bets = await db.sql.select().from(bet).where(eq(bet.roundId, settled.id));
  for (const placed of bets) {
    const outcome = settleBet(placed, settled);
    await db
      .update(user, { id: placed.userId })
      .set((row) => addSettlementToTotals(row, placed.amount, outcome));
  }
}
