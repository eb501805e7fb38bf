import { describe, expect, it } from "vitest";
import { createTestHttpServer } from "../../../shared/testing/createTestHttpServer.ts";
import { fetchTradingHistories } from "./fetchTradingHistories.ts";
import { TRADING_HISTORY_QUERY } from "./model/tradingHistoryQuery.ts";

const PAIR = "0xa513e6e4b8f2a923d98304ec87f64353c4d5c853";
const { serve } = createTestHttpServer();

describe("fetchTradingHistories", () => {
  it("posts one GraphQL query for every pair and reads the answer", async () => {
    const requests: { method?: string; body: unknown }[] = [];
    const url = await serve((request, body, response) => {
      requests.push({ method: request.method, body: JSON.parse(body) });
      response.setHeader("content-type", "application/json");
      response.end(
        JSON.stringify({
          data: {
            pairs: {
              items: [
                {
                  id: PAIR,
                  reserveUSD: 100,
                  createdAtTimestamp: 5,
                  dayData: { items: [] },
                  hourData: { items: [{ hourStartUnix: 3600, volumeUSD: 7 }] },
                },
              ],
            },
          },
        }),
      );
    });
    const histories = await fetchTradingHistories(url, [PAIR]);
    expect(requests).toEqual([
      { method: "POST", body: { query: TRADING_HISTORY_QUERY, variables: { pairIds: [PAIR] } } },
    ]);
    expect(histories.get(PAIR)).toEqual({
      reserveUsd: 100,
      createdAt: 5,
      days: [],
      hours: [{ start: 3600, volumeUsd: 7 }],
    });
  });
});
