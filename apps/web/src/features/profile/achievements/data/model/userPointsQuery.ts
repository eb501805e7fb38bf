import type { Address } from "viem";
import type { IndexerQuery } from "../../../../../shared/indexer/index.ts";

/** Spec 001 section 7: an account's points grants {id, campaignId, points}, on the indexer (apps/indexer's `point`). */
export const USER_POINTS_QUERY = `query UserPoints($account: String!) {
  points(where: { account: $account }, orderBy: "block", orderDirection: "asc", limit: 1000) {
    items { id campaignId points }
  }
}`;

/** The query for `account`, lower-cased as the indexer keeps accounts. */
export function userPointsRequest(account: Address): IndexerQuery {
  return { query: USER_POINTS_QUERY, variables: { account: account.toLowerCase() } };
}
