import type { Address } from "viem";
import type { CompetitionRegistration } from "./rankCompetition.ts";

/** Ponder's largest page. */
const PAGE_SIZE = 1000;

/** The indexer's competition tables: every phase entered and every registered trader with its volume. */
export const COMPETITION_STANDINGS_QUERY = `query CompetitionStandings($after: String) {
  competitionPhases(limit: 10) { items { id block timestamp } }
  competitionTraders(limit: ${PAGE_SIZE}, after: $after, orderBy: "id") {
    items { id teamId volumeUSD swapCount }
    pageInfo { hasNextPage endCursor }
  }
}`;

/** A phase the competition entered, as indexed. */
export interface IndexedCompetitionPhase {
  readonly status: number;
  readonly block: bigint;
  /** Unix seconds of the phase's first block. */
  readonly timestamp: number;
}

/** The public data the ranking is computed from. */
export interface CompetitionStandings {
  /** Phases entered so far, in order. */
  readonly phases: readonly IndexedCompetitionPhase[];
  readonly registrations: readonly CompetitionRegistration[];
  /** Live-phase USD volume by lowercase account. */
  readonly volumeUsdByAccount: ReadonlyMap<string, number>;
  /** Swaps counted by lowercase account. */
  readonly swapCountByAccount: ReadonlyMap<string, number>;
}

/** The indexer's answer is not what COMPETITION_STANDINGS_QUERY asks for. */
export class CompetitionStandingsShapeError extends Error {
  override readonly name = "CompetitionStandingsShapeError";
}

/** Posts one GraphQL query and resolves with its `data`: the caller's transport (fetch, with its timeouts and errors). */
export type PostCompetitionQuery = (
  query: string,
  variables: Readonly<Record<string, unknown>>,
) => Promise<Readonly<Record<string, unknown>>>;

function itemsOf(data: Readonly<Record<string, unknown>>, table: string): readonly unknown[] {
  const page = data[table] as { items?: unknown } | undefined;
  if (!Array.isArray(page?.items)) throw new CompetitionStandingsShapeError(`The indexer sent no ${table}`);
  return page.items;
}

function readNumber(value: unknown, what: string): number {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new CompetitionStandingsShapeError(`The indexer sent ${what} that is not a number`);
  }
  return value;
}

/**
 * Reads every page of the competition's indexed phases and traders through `post`: what the keeper
 * publishes the results from and what the page checks them against.
 */
export async function fetchCompetitionStandings(post: PostCompetitionQuery): Promise<CompetitionStandings> {
  // Every page repeats the phases; the last page's are kept.
  let phases: IndexedCompetitionPhase[];
  const registrations: CompetitionRegistration[] = [];
  const volumeUsdByAccount = new Map<string, number>();
  const swapCountByAccount = new Map<string, number>();
  let after: string | null = null;
  do {
    const data = await post(COMPETITION_STANDINGS_QUERY, { after });
    phases = itemsOf(data, "competitionPhases").map((item) => {
      const { id, block, timestamp } = item as Record<string, unknown>;
      return {
        status: readNumber(id, "a phase"),
        block: BigInt(String(block)),
        timestamp: readNumber(timestamp, "a phase time"),
      };
    });
    for (const item of itemsOf(data, "competitionTraders")) {
      const { id, teamId, volumeUSD, swapCount } = item as Record<string, unknown>;
      if (typeof id !== "string")
        throw new CompetitionStandingsShapeError("The indexer sent a trader without an address");
      const account = id.toLowerCase() as Address;
      registrations.push({ account, teamId: readNumber(teamId, "a team") });
      volumeUsdByAccount.set(account, readNumber(volumeUSD, "a volume"));
      swapCountByAccount.set(account, readNumber(swapCount, "a swap count"));
    }
    const pageInfo = (
      data.competitionTraders as { pageInfo?: { hasNextPage?: unknown; endCursor?: unknown } }
    ).pageInfo;
    after =
      pageInfo?.hasNextPage === true && typeof pageInfo.endCursor === "string" ? pageInfo.endCursor : null;
  } while (after !== null);
  phases.sort((a, b) => a.status - b.status);
  return { phases, registrations, volumeUsdByAccount, swapCountByAccount };
}
