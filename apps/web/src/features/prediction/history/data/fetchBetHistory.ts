import type { Address } from "viem";
import { postIndexerQuery } from "../../../../shared/indexer/index.ts";
import type { BetHistoryEntry } from "./model/BetHistoryEntry.ts";
import {
  BET_HISTORY_CURSOR_QUERY,
  BET_HISTORY_QUERY,
  betHistoryRequest,
  INDEXER_PAGE_SIZE,
} from "./model/betHistoryQuery.ts";
import { parseBetHistoryCursor, parseBetHistoryPage } from "./model/parseBetHistoryPage.ts";

export interface FetchBetHistoryParameters {
  readonly account: Address;
  /** How many bets to return at most; the spec's default is 1000. */
  readonly first?: number;
  /** How many of the newest bets to pass over first. */
  readonly skip?: number;
  /** Only claimed (true) or unclaimed (false) bets; every bet when undefined. */
  readonly claimed?: boolean;
}

export type FetchBetHistoryReturnType = readonly BetHistoryEntry[];

/**
 * The spec's prediction history query with its first/skip semantics, on the indexer at `url`: the
 * account's bets newest first (ties by id), from the `skip`-th on, at most `first`, each with its
 * round and its bettor's totals. Ponder's GraphQL pages by cursor instead of offset, so `skip` walks
 * cursor-only pages (1000 rows each, no fields sent) and `first` reads pages of up to 1000: the
 * default asks once. A cursor also keeps the walk exact while new bets arrive, as an offset would not.
 * Rejects with IndexerRequestError when the indexer is unreachable, refuses a query or answers in
 * another shape; cancelled through `signal`.
 */
export async function fetchBetHistory(
  url: string,
  { account, first = 1000, skip = 0, claimed }: FetchBetHistoryParameters,
  signal?: AbortSignal,
): Promise<FetchBetHistoryReturnType> {
  let after: string | null = null;
  for (let skipped = 0; skipped < skip;) {
    const limit = Math.min(INDEXER_PAGE_SIZE, skip - skipped);
    const request = betHistoryRequest(BET_HISTORY_CURSOR_QUERY, { account, claimed, limit, after });
    const page = parseBetHistoryCursor(await postIndexerQuery(url, request, signal));
    if (!page.hasNextPage) return [];
    after = page.endCursor;
    skipped += limit;
  }
  const bets: BetHistoryEntry[] = [];
  while (bets.length < first) {
    const limit = Math.min(INDEXER_PAGE_SIZE, first - bets.length);
    const request = betHistoryRequest(BET_HISTORY_QUERY, { account, claimed, limit, after });
    const page = parseBetHistoryPage(await postIndexerQuery(url, request, signal));
    bets.push(...page.bets);
    if (!page.hasNextPage) break;
    after = page.endCursor;
  }
  return bets;
}
