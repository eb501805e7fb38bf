import { and, asc, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from "drizzle-orm";
import { GraphQLError } from "graphql";
import type { ApiDatabase } from "../../db/ApiDatabase.ts";
import { proposals } from "../../db/schema.ts";
import type { ProposalRow } from "../store/findProposal.ts";
import type { Page } from "./readPage.ts";

export interface ProposalWhere {
  readonly id?: string | null;
  readonly id_in?: readonly (string | null)[] | null;
  readonly space?: string | null;
  readonly space_in?: readonly (string | null)[] | null;
  readonly author?: string | null;
  readonly author_in?: readonly (string | null)[] | null;
  readonly state?: string | null;
}

const ORDER_COLUMNS = { end: proposals.end, start: proposals.start, created: proposals.created } as const;

const present = (values: readonly (string | null)[]) => values.filter((value) => value !== null);

function stateCondition(state: string, nowSeconds: number): SQL | undefined {
  switch (state) {
    case "all":
      return undefined;
    case "pending":
      return gt(proposals.start, nowSeconds);
    case "active":
      return and(lte(proposals.start, nowSeconds), gte(proposals.end, nowSeconds));
    case "closed":
      return lt(proposals.end, nowSeconds);
    default:
      throw new GraphQLError(`state must be pending, active, closed or all, not '${state}'`);
  }
}

export interface ListProposalsParameters {
  readonly where: ProposalWhere;
  readonly page: Page;
  readonly orderBy: string;
  readonly orderDirection: "asc" | "desc";
  readonly nowSeconds: number;
}

/** One page of proposals matching `where`, as Snapshot's hub filters and sorts them. */
export async function listProposals(
  db: ApiDatabase,
  { where, page, orderBy, orderDirection, nowSeconds }: ListProposalsParameters,
): Promise<ProposalRow[]> {
  const column = ORDER_COLUMNS[orderBy as keyof typeof ORDER_COLUMNS];
  if (column === undefined) throw new GraphQLError(`orderBy must be end, start or created, not '${orderBy}'`);
  const lower = (value: string) => value.toLowerCase();
  const conditions = [
    where.id ? eq(proposals.id, lower(where.id)) : undefined,
    where.id_in ? inArray(proposals.id, present(where.id_in).map(lower)) : undefined,
    where.space ? eq(proposals.space, where.space) : undefined,
    where.space_in ? inArray(proposals.space, present(where.space_in)) : undefined,
    where.author ? eq(sql`lower(${proposals.author})`, lower(where.author)) : undefined,
    where.author_in
      ? inArray(sql`lower(${proposals.author})`, present(where.author_in).map(lower))
      : undefined,
    stateCondition(where.state ?? "active", nowSeconds),
  ];
  const direction = orderDirection === "asc" ? asc : desc;
  return (
    db
      .select()
      .from(proposals)
      .where(and(...conditions))
      // The id breaks ties, so pages never overlap or skip a proposal.
      .orderBy(direction(column), direction(proposals.id))
      .limit(page.limit)
      .offset(page.offset)
  );
}
