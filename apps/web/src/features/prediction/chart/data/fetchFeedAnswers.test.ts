import { describe, expect, it } from "vitest";
import { createTestHttpServer } from "../../../../shared/testing/createTestHttpServer.ts";
import { fetchFeedAnswers } from "./fetchFeedAnswers.ts";
import { FEED_ANSWERS_QUERY } from "./model/feedAnswersQuery.ts";

const { serve } = createTestHttpServer();

describe("fetchFeedAnswers", () => {
  it("asks for the latest answers, newest first, and reads them", async () => {
    const posted: unknown[] = [];
    const url = await serve((_request, body, response) => {
      posted.push(JSON.parse(body));
      response.setHeader("content-type", "application/json");
      response.end(
        JSON.stringify({
          data: { feedAnswers: { items: [{ roundId: "3", answer: "60000000000", updatedAt: 9 }] } },
        }),
      );
    });
    expect(await fetchFeedAnswers(url, 50)).toEqual([{ roundId: 3n, answer: 60_000_000_000n, updatedAt: 9 }]);
    expect(posted).toEqual([{ query: FEED_ANSWERS_QUERY, variables: { limit: 50 } }]);
  });
});
