import { count, inArray, sum } from "drizzle-orm";
import type { ApiDatabase } from "../../db/ApiDatabase.ts";
import { votes } from "../../db/schema.ts";

export interface Tally {
  /** The sum of vp for each choice, in choice order. */
  readonly scores: number[];
  readonly scoresTotal: number;
  readonly votes: number;
}

/** Each proposal's results, summed by the database in one query for a whole page of proposals. */
export async function tallyVotes(
  db: ApiDatabase,
  proposalsToTally: readonly { id: string; choices: readonly string[] }[],
): Promise<Map<string, Tally>> {
  const tallies = new Map<string, Tally>(
    proposalsToTally.map(({ id, choices }) => [
      id,
      { scores: choices.map(() => 0), scoresTotal: 0, votes: 0 },
    ]),
  );
  if (tallies.size === 0) return tallies;
  const rows = await db
    .select({ proposalId: votes.proposalId, choice: votes.choice, vp: sum(votes.vp), voters: count() })
    .from(votes)
    .where(inArray(votes.proposalId, [...tallies.keys()]))
    .groupBy(votes.proposalId, votes.choice);
  for (const row of rows) {
    const tally = tallies.get(row.proposalId);
    if (tally === undefined) continue;
    const vp = Number(row.vp ?? 0);
    tally.scores[row.choice - 1] = vp;
    tallies.set(row.proposalId, {
      ...tally,
      scoresTotal: tally.scoresTotal + vp,
      votes: tally.votes + row.voters,
    });
  }
  return tallies;
}
