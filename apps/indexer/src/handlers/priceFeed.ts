// The price feed's answers, for the prediction page's chart. The feed answers again when a later
// oracle submits to the same round, so the round's row keeps the last answer.
import { ponder, type IndexingFunctionArgs } from "ponder:registry";
import { feedAnswer } from "ponder:schema";
import { prediction } from "../shared/prediction.ts";

async function recordAnswer({ event, context }: IndexingFunctionArgs<"PriceFeedAggregator:AnswerUpdated">) {
  const { current, roundId, updatedAt } = event.args;
  const answer = { answer: current, updatedAt: Number(updatedAt), block: event.block.number };
  await context.db
    .insert(feedAnswer)
    .values({ roundId, ...answer })
    .onConflictDoUpdate(answer);
}

if (prediction !== undefined) ponder.on("PriceFeedAggregator:AnswerUpdated", recordAnswer);
