import { verificationHash } from "../power/verificationHash.ts";
import { cakeNumber } from "../power/formatCake.ts";
import type { GraphqlProposal } from "./graphqlProposal.ts";
import type { GraphqlSpace } from "./graphqlSpace.ts";
import type { VoteRow } from "./listVotes.ts";

/** A vote row as GraphQL's Vote type gives it; its proposal is read only when the query asks. */
export function graphqlVote(
  row: VoteRow,
  snapshot: number,
  space: GraphqlSpace | null,
  loadProposal: (id: string) => Promise<GraphqlProposal | null>,
) {
  const totalWei = BigInt(row.vpWei);
  return {
    id: row.id,
    voter: row.voter,
    created: row.created,
    space,
    proposal: () => loadProposal(row.proposalId),
    choice: row.choice,
    reason: row.reason,
    app: row.app,
    vp: row.vp,
    vp_by_strategy: row.vpByStrategyWei.map((wei) => cakeNumber(BigInt(wei))),
    vp_state: "final",
    metadata: {
      votingPower: cakeNumber(totalWei),
      verificationHash: verificationHash(row.voter as `0x${string}`, BigInt(snapshot), totalWei),
    },
  };
}
