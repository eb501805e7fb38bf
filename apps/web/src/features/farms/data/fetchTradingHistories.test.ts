import { describe, expect, it } from "vitest";
import { createTestHttpServer } from "../../../shared/testing/createTestHttpServer.ts";
import { fetchTradingHistories } from "./fetchTradingHistories.ts";
import { MAX_PAIRS_PER_REQUEST, TRADING_HISTORY_QUERY } from "./model/tradingHistoryQuery.ts";

const PAIR = "0xa513e6e4b8f2a923d98304ec87f64353c4d5c853";
const WINDOW = { hourSince: 0, daySince: 0 };
const lastPage = { hasNextPage: false };
const { serve } = createTestHttpServer();

/** An indexer answering each request with every pair it names, and one hourly bucket for PAIR. */
function serveIndexer(requests: { method?: string; body: unknown }[]) {
  return serve((request, body, response) => {
    const parsed = JSON.parse(body) as { variables: { pairIds: string[] } };
    requests.push({ method: request.method, body: parsed });
    const { pairIds } = parsed.variables;
    response.setHeader("content-type", "application/json");
    response.end(
      JSON.stringify({
        data: {
          pairs: {
            items: pairIds.map((id) => ({ id, reserveUSD: 100, createdAtTimestamp: 5 })),
            pageInfo: lastPage,
          },
          pairDayDatas: { items: [], pageInfo: lastPage },
          pairHourDatas: {
            items: pairIds.includes(PAIR) ? [{ pairId: PAIR, hourStartUnix: 3600, volumeUSD: 7 }] : [],
            pageInfo: lastPage,
          },
        },
      }),
    );
  });
}

describe("fetchTradingHistories", () => {
  it("posts one GraphQL query for every pair and reads the answer", async () => {
    const requests: { method?: string; body: unknown }[] = [];
    const url = await serveIndexer(requests);
    const histories = await fetchTradingHistories(url, [PAIR], WINDOW);
    expect(requests).toEqual([
      { method: "POST", body: { query: TRADING_HISTORY_QUERY, variables: { pairIds: [PAIR], ...WINDOW } } },
    ]);
    expect(histories.get(PAIR)).toEqual({
      reserveUsd: 100,
      createdAt: 5,
      days: [],
      hours: [{ start: 3600, volumeUsd: 7 }],
    });
  });

  it("splits more pairs than a page holds into requests and merges their answers", async () => {
    const requests: { method?: string; body: unknown }[] = [];
    const url = await serveIndexer(requests);
    const pairs = [
      PAIR,
      ...Array.from({ length: MAX_PAIRS_PER_REQUEST }, (_, index) => `0x${index.toString(16)}`),
    ];
    const histories = await fetchTradingHistories(url, pairs, WINDOW);
    expect(
      requests.map((request) => (request.body as { variables: { pairIds: string[] } }).variables.pairIds),
    ).toEqual([pairs.slice(0, MAX_PAIRS_PER_REQUEST), pairs.slice(MAX_PAIRS_PER_REQUEST)]);
    expect([...histories.keys()]).toEqual(pairs);
    expect(histories.get(PAIR)?.hours).toEqual([{ start: 3600, volumeUsd: 7 }]);
  });
});
