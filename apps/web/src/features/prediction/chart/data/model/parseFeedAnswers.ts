import { IndexerRequestError } from "../../../../../shared/indexer/index.ts";
import type { FeedAnswer } from "./FeedAnswer.ts";

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function integer(value: unknown, field: string): bigint {
  if (typeof value !== "string" || !/^-?\d+$/.test(value)) {
    throw new IndexerRequestError(`The indexer's feedAnswers.${field} is not an integer`);
  }
  return BigInt(value);
}

/** The data of FEED_ANSWERS_QUERY. Throws IndexerRequestError on data of another shape. */
export function parseFeedAnswers(data: Readonly<Record<string, unknown>>): readonly FeedAnswer[] {
  const page = data.feedAnswers;
  if (!isRecord(page) || !Array.isArray(page.items)) {
    throw new IndexerRequestError("The indexer's answer lacks feedAnswers.items");
  }
  return page.items.map((item: unknown) => {
    if (!isRecord(item)) throw new IndexerRequestError("The indexer's feedAnswers hold a non-object");
    const { updatedAt } = item;
    if (typeof updatedAt !== "number" || !Number.isSafeInteger(updatedAt)) {
      throw new IndexerRequestError("The indexer's feedAnswers.updatedAt is not a time");
    }
    return { roundId: integer(item.roundId, "roundId"), answer: integer(item.answer, "answer"), updatedAt };
  });
}
