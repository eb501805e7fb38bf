import { describe, expect, it } from "vitest";
import { createTestHttpServer } from "../../../../shared/testing/createTestHttpServer.ts";
import { ACCOUNT, indexedBetJson } from "../testing/betHistoryFixtures.ts";
import { fetchBetHistory } from "./fetchBetHistory.ts";
import { BET_HISTORY_CURSOR_QUERY, BET_HISTORY_QUERY } from "./model/betHistoryQuery.ts";

interface Posted {
  readonly query: string;
  readonly variables: { where: Record<string, unknown>; limit: number; after: string | null };
}

const { serve } = createTestHttpServer();

/** An indexer holding `rows` bets, newest first, that pages them as Ponder does (cursor: row index). */
async function serveRows(rows: number, posted: Posted[]): Promise<string> {
  return serve((_request, body, response) => {
    const request = JSON.parse(body) as Posted;
    posted.push(request);
    const { limit, after } = request.variables;
    const start = after === null ? 0 : Number(after) + 1;
    const end = Math.min(rows, start + limit);
    const items = Array.from({ length: end - start }, (_, index) =>
      indexedBetJson({ id: `bet-${start + index}` }),
    );
    const pageInfo = { hasNextPage: end < rows, endCursor: end > start ? String(end - 1) : null };
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ data: { bets: { items, pageInfo } } }));
  });
}

const summary = (posted: readonly Posted[]) =>
  posted.map(({ query, variables }) => [
    query === BET_HISTORY_QUERY ? "rows" : query === BET_HISTORY_CURSOR_QUERY ? "cursor" : "other",
    variables.limit,
    variables.after,
  ]);

describe("fetchBetHistory", () => {
  it("asks once for the newest 1000 bets of the lower-cased account by default", async () => {
    const posted: Posted[] = [];
    const bets = await fetchBetHistory(await serveRows(3, posted), { account: ACCOUNT });
    expect(bets.map((bet) => bet.id)).toEqual(["bet-0", "bet-1", "bet-2"]);
    expect(summary(posted)).toEqual([["rows", 1000, null]]);
    expect(posted[0]?.variables.where).toEqual({ userId: ACCOUNT.toLowerCase() });
  });

  it("passes over `skip` bets by cursor alone, then reads `first` in pages of at most 1000", async () => {
    const posted: Posted[] = [];
    const bets = await fetchBetHistory(await serveRows(3000, posted), {
      account: ACCOUNT,
      skip: 1500,
      first: 1200,
    });
    expect(bets.map((bet) => bet.id)).toEqual(
      Array.from({ length: 1200 }, (_, index) => `bet-${1500 + index}`),
    );
    expect(summary(posted)).toEqual([
      ["cursor", 1000, null],
      ["cursor", 500, "999"],
      ["rows", 1000, "1499"],
      ["rows", 200, "2499"],
    ]);
  });

  it("stops at the last bet, and returns none when `skip` passes them all", async () => {
    const posted: Posted[] = [];
    const url = await serveRows(5, posted);
    expect(await fetchBetHistory(url, { account: ACCOUNT, skip: 3, first: 10 })).toHaveLength(2);
    expect(await fetchBetHistory(url, { account: ACCOUNT, skip: 5 })).toEqual([]);
    expect(await fetchBetHistory(url, { account: ACCOUNT, skip: 8 })).toEqual([]);
  });

  it("filters on the claimed flag when asked", async () => {
    const posted: Posted[] = [];
    await fetchBetHistory(await serveRows(1, posted), { account: ACCOUNT, claimed: false });
    expect(posted[0]?.variables.where).toEqual({ userId: ACCOUNT.toLowerCase(), claimed: false });
  });
});
