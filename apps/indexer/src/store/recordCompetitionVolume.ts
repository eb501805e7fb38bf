import { competitionPhase, competitionTrader } from "ponder:schema";
import type { Address } from "viem";
import { countsForCompetition } from "../../model/countsForCompetition.ts";
import type { CompetitionContracts } from "../../config/CompetitionContracts.ts";
import { lowerAddress } from "../shared/lowerAddress.ts";
import type { IndexerDb } from "./IndexerDb.ts";

/** The latest phase the competition entered, from its phase rows (at most five). */
async function currentStatus(db: IndexerDb): Promise<number | undefined> {
  for (let status = 4; status >= 0; status--) {
    if ((await db.find(competitionPhase, { id: status })) !== null) return status;
  }
  return undefined;
}

/** Adds a swap's tracked USD volume to its sender's competition volume when it counts (countsForCompetition). */
export async function recordCompetitionVolume(
  db: IndexerDb,
  competition: CompetitionContracts,
  swap: { readonly pairId: Address; readonly trader: Address; readonly volumeUSD: number },
): Promise<void> {
  const trader = lowerAddress(swap.trader);
  const eligiblePair = competition.eligiblePairs.includes(swap.pairId);
  if (!eligiblePair) return;
  const registered = (await db.find(competitionTrader, { id: trader })) !== null;
  if (!countsForCompetition({ status: await currentStatus(db), eligiblePair, registered })) return;
  await db.update(competitionTrader, { id: trader }).set((row) => ({
    volumeUSD: row.volumeUSD + swap.volumeUSD,
    swapCount: row.swapCount + 1,
  }));
}
