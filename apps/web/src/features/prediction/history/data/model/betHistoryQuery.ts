import type { Address } from "viem";
import type { IndexerQuery } from "../../../../../shared/indexer/index.ts";

/** The most rows Ponder's GraphQL returns in one page. */
export const INDEXER_PAGE_SIZE = 1000;

const ROUND_FIELDS = `epoch failed startBlock lockBlock endBlock startAt lockAt lockPrice closePrice lockRoundId
      closeRoundId totalBets bullBets bearBets totalAmount bullAmount bearAmount position
      rewardBaseCalAmount rewardAmount rewardRate treasuryRate`;
const USER_FIELDS = `address createdAt block totalBets totalBetsBull totalBetsBear totalBNB roundsWon roundsLost
      totalBNBClaimed netBNB`;

/**
 * The spec's prediction history query on the indexer (apps/indexer/ponder.schema.ts): one account's
 * bets, newest first, each with its round and its bettor's totals. Ponder pages with a row limit and
 * an `after` cursor, ties in createdAt ordered by id, so fetchBetHistory walks pages for `skip`.
 */
export const BET_HISTORY_QUERY = `query PredictionBetHistory($where: betFilter, $limit: Int, $after: String) {
  bets(where: $where, orderBy: "createdAt", orderDirection: "desc", limit: $limit, after: $after) {
    items {
      id hash amount position claimed claimedHash claimedAmount createdAt updatedAt block
      round { ${ROUND_FIELDS} }
      user { ${USER_FIELDS} }
    }
    pageInfo { hasNextPage endCursor }
  }
}`;

/** The same rows' cursors alone: how `skip` moves past rows without transferring them. */
export const BET_HISTORY_CURSOR_QUERY = `query PredictionBetHistoryCursor($where: betFilter, $limit: Int, $after: String) {
  bets(where: $where, orderBy: "createdAt", orderDirection: "desc", limit: $limit, after: $after) {
    pageInfo { hasNextPage endCursor }
  }
}`;

export interface BetHistoryPageRequest {
  readonly account: Address;
  /** Only claimed (true) or unclaimed (false) bets; every bet when undefined. */
  readonly claimed: boolean | undefined;
  readonly limit: number;
  /** The cursor of the last row already read; null for the newest. */
  readonly after: string | null;
}

/** A page of `query` for the account (any case: the indexer keys bettors by lower-case address). */
export function betHistoryRequest(
  query: string,
  { account, claimed, limit, after }: BetHistoryPageRequest,
): IndexerQuery {
  const where = { userId: account.toLowerCase(), ...(claimed === undefined ? {} : { claimed }) };
  return { query, variables: { where, limit, after } };
}
