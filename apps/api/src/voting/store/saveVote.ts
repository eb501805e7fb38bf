import { sql } from "drizzle-orm";
import type { Hex } from "viem";
import type { ApiDatabase } from "../../db/ApiDatabase.ts";
import { votes } from "../../db/schema.ts";
import { HubMessageError } from "../messages/HubMessageError.ts";
import type { HubEnvelope } from "../messages/parseEnvelope.ts";
import type { VoteMessage } from "../messages/parseVoteMessage.ts";
import { cakeNumber } from "../power/formatCake.ts";
import { VOTING_POWER_STRATEGIES, type VotingPower } from "../power/VotingPower.ts";
import { saveHubMessage } from "./saveHubMessage.ts";

/**
 * Stores a vote and its envelope together, or neither. One vote per voter and proposal, decided by
 * the unique index in one statement so that racing votes cannot both win: a vote signed later than
 * the stored one replaces it, one signed at the same time or earlier is refused.
 */
export async function saveVote(
  db: ApiDatabase,
  id: Hex,
  envelope: HubEnvelope,
  vote: VoteMessage,
  power: VotingPower,
): Promise<void> {
  const row = {
    id,
    proposalId: vote.proposal,
    voter: vote.from,
    choice: vote.choice,
    reason: vote.reason,
    app: vote.app,
    metadata: vote.metadata,
    created: vote.timestamp,
    vp: cakeNumber(power.total),
    vpWei: power.total.toString(),
    vpByStrategyWei: VOTING_POWER_STRATEGIES.map((strategy) => power.breakdown[strategy].toString()),
  };
  await db.transaction(async (tx) => {
    await saveHubMessage(tx, id, envelope);
    const excluded = (column: string) => sql.raw(`excluded.${column}`);
    const saved = await tx
      .insert(votes)
      .values(row)
      .onConflictDoUpdate({
        target: [votes.proposalId, votes.voter],
        set: {
          id: excluded("id"),
          choice: excluded("choice"),
          reason: excluded("reason"),
          app: excluded("app"),
          metadata: excluded("metadata"),
          created: excluded("created"),
          vp: excluded("vp"),
          vpWei: excluded("vp_wei"),
          vpByStrategyWei: excluded("vp_by_strategy_wei"),
        },
        setWhere: sql`${votes.created} < excluded.created`,
      })
      .returning({ id: votes.id });
    if (saved.length === 0) {
      throw new HubMessageError(
        "an equal or newer vote by this address is already counted: sign a new vote to change it",
      );
    }
  });
}
