import { postIndexerQuery } from "../../../../shared/indexer/index.ts";
import type { FeedAnswer } from "./model/FeedAnswer.ts";
import { feedAnswersRequest } from "./model/feedAnswersQuery.ts";
import { parseFeedAnswers } from "./model/parseFeedAnswers.ts";

/**
 * The price feed's latest `count` answers from the indexer at `url`, newest first; cancelled through
 * `signal`. Rejects with IndexerRequestError when it is unreachable, slow, refuses the query, or
 * answers in another shape.
 */
export async function fetchFeedAnswers(
  url: string,
  count?: number,
  signal?: AbortSignal,
): Promise<readonly FeedAnswer[]> {
  return parseFeedAnswers(await postIndexerQuery(url, feedAnswersRequest(count), signal));
}
