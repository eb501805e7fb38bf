import type { Address } from "viem";
import type { IndexerQuery } from "../../../../../shared/indexer/index.ts";

/** Spec 001 section 9: the history shows 100 rounds, the newest first. */
export const LOTTERY_HISTORY_PAGE_SIZE = 100;

/**
 * The spec's user-lotteries query on the indexer (apps/indexer/ponder.schema.ts): one account's totals
 * and its rounds by block, newest first, each with its round's id, end time and status, whether it
 * collected and how much (claimedCake, this indexer's addition, so the history can show the prize).
 * Pages follow Ponder's cursors: `after` is the previous page's endCursor, which stays exact while
 * new rounds are added on top (an offset would shift).
 */
export const USER_LOTTERY_QUERY = `query LotteryUserHistory($id: String!, $limit: Int, $after: String) {
  lotteryUser(id: $id) {
    id totalTickets totalCake
    rounds(orderBy: "block", orderDirection: "desc", limit: $limit, after: $after) {
      items { id claimed claimedCake totalTickets lottery { id endTime status } }
      pageInfo { hasNextPage endCursor }
    }
  }
}`;

/** The query for `account` (lower-cased, as the indexer keys players): the page after `after`, or the newest. */
export function userLotteryRequest(
  account: Address,
  after: string | null = null,
  limit: number = LOTTERY_HISTORY_PAGE_SIZE,
): IndexerQuery {
  return { query: USER_LOTTERY_QUERY, variables: { id: account.toLowerCase(), limit, after } };
}
