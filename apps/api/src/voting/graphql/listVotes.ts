import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { GraphQLError } from "graphql";
import type { ApiDatabase } from "../../db/ApiDatabase.ts";
import { proposals, votes } from "../../db/schema.ts";
import type { Page } from "./readPage.ts";

export type VoteRow = typeof votes.$inferSelect;

export interface VoteWhere {
  readonly id?: string | null;
  readonly id_in?: readonly (string | null)[] | null;
  readonly proposal?: string | null;
  readonly proposal_in?: readonly (string | null)[] | null;
  readonly voter?: string | null;
  readonly voter_in?: readonly (string | null)[] | null;
  readonly space?: string | null;
}

const ORDER_COLUMNS = { created: votes.created, vp: votes.vp } as const;

export interface ListVotesParameters {
  readonly where: VoteWhere;
  readonly page: Page;
  readonly orderBy: string;
  readonly orderDirection: "asc" | "desc";
}

/** A vote with what its GraphQL fields need of its proposal. */
export interface ListedVote {
  readonly vote: VoteRow;
  readonly snapshot: number;
  readonly space: string;
}

/** One page of current votes matching `where`. */
export async function listVotes(
  db: ApiDatabase,
  { where, page, orderBy, orderDirection }: ListVotesParameters,
): Promise<ListedVote[]> {
  const column = ORDER_COLUMNS[orderBy as keyof typeof ORDER_COLUMNS];
  if (column === undefined) throw new GraphQLError(`orderBy must be created or vp, not '${orderBy}'`);
  const lower = (value: string) => value.toLowerCase();
  const present = (values: readonly (string | null)[]) => values.filter((value) => value !== null).map(lower);
  const conditions = [
    where.id ? eq(votes.id, lower(where.id)) : undefined,
    where.id_in ? inArray(votes.id, present(where.id_in)) : undefined,
    where.proposal ? eq(votes.proposalId, lower(where.proposal)) : undefined,
    where.proposal_in ? inArray(votes.proposalId, present(where.proposal_in)) : undefined,
    where.voter ? eq(sql`lower(${votes.voter})`, lower(where.voter)) : undefined,
    where.voter_in ? inArray(sql`lower(${votes.voter})`, present(where.voter_in)) : undefined,
    where.space ? eq(proposals.space, where.space) : undefined,
  ];
  const direction = orderDirection === "asc" ? asc : desc;
  return db
    .select({ vote: votes, snapshot: proposals.snapshot, space: proposals.space })
    .from(votes)
    .innerJoin(proposals, eq(votes.proposalId, proposals.id))
    .where(and(...conditions))
    .orderBy(direction(column), direction(votes.id))
    .limit(page.limit)
    .offset(page.offset);
}
