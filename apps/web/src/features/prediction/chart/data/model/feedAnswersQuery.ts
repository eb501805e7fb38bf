import type { IndexerQuery } from "../../../../../shared/indexer/index.ts";

/** How many of the feed's latest answers the chart draws: about a day at one answer per round. */
export const CHART_ANSWER_COUNT = 300;

/** The feed's latest answers on the indexer (apps/indexer/ponder.schema.ts, feedAnswer), newest first. */
export const FEED_ANSWERS_QUERY = `query PredictionFeedAnswers($limit: Int) {
  feedAnswers(orderBy: "roundId", orderDirection: "desc", limit: $limit) {
    items { roundId answer updatedAt }
  }
}`;

export function feedAnswersRequest(count: number = CHART_ANSWER_COUNT): IndexerQuery {
  return { query: FEED_ANSWERS_QUERY, variables: { limit: count } };
}
