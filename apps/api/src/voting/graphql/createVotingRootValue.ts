import type { ApiDatabase } from "../../db/ApiDatabase.ts";
import { findProposal } from "../store/findProposal.ts";
import type { VotingSpaces } from "../spaces/VotingSpace.ts";
import { graphqlProposal, type GraphqlProposal } from "./graphqlProposal.ts";
import { graphqlSpace } from "./graphqlSpace.ts";
import { graphqlVote } from "./graphqlVote.ts";
import { listProposals, type ProposalWhere } from "./listProposals.ts";
import { listVotes, type VoteWhere } from "./listVotes.ts";
import { readPage } from "./readPage.ts";
import { tallyVotes } from "./tallyVotes.ts";
import type { ProposalRow } from "../store/findProposal.ts";

interface ListArguments {
  readonly first: number;
  readonly skip: number;
  readonly orderBy: string;
  readonly orderDirection: "asc" | "desc";
}

/**
 * The resolvers of votingSchema's queries for one request, at one clock reading, so that every
 * proposal of an answer is judged pending, active or closed at the same instant.
 */
export function createVotingRootValue(db: ApiDatabase, spaces: VotingSpaces, nowSeconds: number) {
  const spaceOf = (id: string) => {
    const space = spaces.get(id);
    return space === undefined ? null : graphqlSpace(space);
  };
  const withTallies = async (rows: readonly ProposalRow[]): Promise<GraphqlProposal[]> => {
    const tallies = await tallyVotes(db, rows);
    return rows.map((row) => {
      const tally = tallies.get(row.id) ?? { scores: [], scoresTotal: 0, votes: 0 };
      return graphqlProposal(row, tally, spaceOf(row.space), nowSeconds);
    });
  };
  // A page of votes is mostly one proposal's: read each proposal once per request.
  const proposalsRead = new Map<string, Promise<GraphqlProposal | null>>();
  const loadProposal = (id: string) => {
    const key = id.toLowerCase();
    let read = proposalsRead.get(key);
    if (read === undefined) {
      read = findProposal(db, key).then(async (row) =>
        row === undefined ? null : ((await withTallies([row]))[0] ?? null),
      );
      proposalsRead.set(key, read);
    }
    return read;
  };

  return {
    proposals: async ({
      first,
      skip,
      where,
      orderBy,
      orderDirection,
    }: ListArguments & { where?: ProposalWhere }) =>
      withTallies(
        await listProposals(db, {
          where: where ?? {},
          page: readPage(first, skip),
          orderBy,
          orderDirection,
          nowSeconds,
        }),
      ),
    proposal: ({ id }: { id: string }) => loadProposal(id),
    votes: async ({ first, skip, where, orderBy, orderDirection }: ListArguments & { where?: VoteWhere }) => {
      const listed = await listVotes(db, {
        where: where ?? {},
        page: readPage(first, skip),
        orderBy,
        orderDirection,
      });
      return listed.map(({ vote, snapshot, space }) =>
        graphqlVote(vote, snapshot, spaceOf(space), loadProposal),
      );
    },
    vote: async ({ id }: { id: string }) => {
      const [listed] = await listVotes(db, {
        where: { id },
        page: readPage(1, 0),
        orderBy: "created",
        orderDirection: "desc",
      });
      return listed === undefined
        ? null
        : graphqlVote(listed.vote, listed.snapshot, spaceOf(listed.space), loadProposal);
    },
    space: ({ id }: { id: string }) => spaceOf(id),
    spaces: () => [...spaces.values()].map(graphqlSpace),
  };
}
