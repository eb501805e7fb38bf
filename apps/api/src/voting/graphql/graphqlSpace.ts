import { cakeNumber } from "../power/formatCake.ts";
import { VOTING_POWER_STRATEGIES } from "../power/VotingPower.ts";
import type { VotingSpace } from "../spaces/VotingSpace.ts";

/** A space as GraphQL's Space type gives it. */
export function graphqlSpace(space: VotingSpace) {
  return {
    id: space.id,
    name: space.name,
    admins: space.admins,
    minScore: cakeNumber(space.minScore),
    strategies: VOTING_POWER_STRATEGIES.map((name) => ({ name })),
  };
}

export type GraphqlSpace = ReturnType<typeof graphqlSpace>;
