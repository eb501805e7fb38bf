import type { Address } from "viem";
import { postIndexerQuery } from "../../../../shared/indexer/index.ts";
import { parseUserLotteryHistory, type UserLotteryHistory } from "./model/parseUserLotteryHistory.ts";
import { userLotteryRequest } from "./model/userLotteryQuery.ts";

/**
 * `account`'s lottery history on the indexer at `url`: its totals and 100 rounds, the newest or those
 * after cursor `after` (the previous page's nextCursor). Rejects
 * with IndexerRequestError when the indexer is unreachable, refuses the query or answers in another
 * shape; cancelled through `signal`.
 */
export async function fetchUserLotteryHistory(
  url: string,
  account: Address,
  after: string | null,
  signal?: AbortSignal,
): Promise<UserLotteryHistory> {
  return parseUserLotteryHistory(await postIndexerQuery(url, userLotteryRequest(account, after), signal));
}
