import { describe, expect, it } from "vitest";
import { IndexerRequestError } from "../../../../../shared/indexer/index.ts";
import { parseFeedAnswers } from "./parseFeedAnswers.ts";

describe("parseFeedAnswers", () => {
  it("reads each answer's round, price and time exactly", () => {
    const data = {
      feedAnswers: { items: [{ roundId: "12", answer: "61234567890", updatedAt: 1_700_000_000 }] },
    };
    expect(parseFeedAnswers(data)).toEqual([
      { roundId: 12n, answer: 61_234_567_890n, updatedAt: 1_700_000_000 },
    ]);
  });

  it("rejects data of another shape", () => {
    expect(() => parseFeedAnswers({})).toThrow(IndexerRequestError);
    expect(() =>
      parseFeedAnswers({ feedAnswers: { items: [{ roundId: 1, answer: "1", updatedAt: 1 }] } }),
    ).toThrow(new IndexerRequestError("The indexer's feedAnswers.roundId is not an integer"));
    expect(() =>
      parseFeedAnswers({ feedAnswers: { items: [{ roundId: "1", answer: "1", updatedAt: "1" }] } }),
    ).toThrow(IndexerRequestError);
  });
});
