import type { Address } from "viem";
import { postIndexerQuery } from "../../../../shared/indexer/index.ts";
import { parseUserLotteryHistory, type UserLotteryHistory } from "./model/parseUserLotteryHistory.ts";
import { userLotteryRequest } from "./model/userLotteryQuery.ts";

/**
 * `account`'s lottery history on the indexer at `url`: its totals and its newest 100 rounds. Rejects
 * with IndexerRequestError when the indexer is unreachable, refuses the query or answers in another
 * shape; cancelled through `signal`.
 */
export async function fetchUserLotteryHistory(
  url: string,
  account: Address,
  signal?: AbortSignal,
): Promise<UserLotteryHistory> {
  return parseUserLotteryHistory(await postIndexerQuery(url, userLotteryRequest(account), signal));
}
