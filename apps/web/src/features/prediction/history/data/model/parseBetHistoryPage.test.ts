import { describe, expect, it } from "vitest";
import { IndexerRequestError } from "../../../../../shared/indexer/index.ts";
import { indexedBetJson, PARSED_BET } from "../../testing/betHistoryFixtures.ts";
import { parseBetHistoryCursor, parseBetHistoryPage } from "./parseBetHistoryPage.ts";

const page = (items: unknown[], pageInfo = { hasNextPage: false, endCursor: "c1" }) => ({
  bets: { items, pageInfo },
});

describe("parseBetHistoryPage", () => {
  it("reads each bet with its round and its bettor's totals, big integers exactly", () => {
    expect(parseBetHistoryPage(page([indexedBetJson()]))).toEqual({
      bets: [PARSED_BET],
      hasNextPage: false,
      endCursor: "c1",
    });
  });

  it("keeps what a round has not reached yet as null", () => {
    const open = indexedBetJson({
      claimed: false,
      claimedHash: null,
      claimedAmount: null,
      round: { ...indexedBetJson().round, lockAt: null, lockPrice: null, closePrice: null, position: null },
    });
    const [bet] = parseBetHistoryPage(page([open])).bets;
    expect(bet).toMatchObject({ claimedHash: null, claimedAmount: null });
    expect(bet?.round).toMatchObject({ lockAt: null, lockPrice: null, closePrice: null, position: null });
  });

  it("reads a tie's House position", () => {
    const tie = indexedBetJson({ round: { ...indexedBetJson().round, position: "House" } });
    expect(parseBetHistoryPage(page([tie])).bets[0]?.round.position).toBe("House");
  });

  it("rejects data of another shape", () => {
    expect(() => parseBetHistoryPage({ bets: null })).toThrow(IndexerRequestError);
    expect(() => parseBetHistoryPage(page([indexedBetJson({ amount: 5 })]))).toThrow(
      new IndexerRequestError("The indexer's bet.amount is not an integer"),
    );
    expect(() => parseBetHistoryPage(page([indexedBetJson({ position: "Up" })]))).toThrow(
      IndexerRequestError,
    );
    expect(() => parseBetHistoryPage(page([indexedBetJson({ user: null })]))).toThrow(IndexerRequestError);
  });
});

describe("parseBetHistoryCursor", () => {
  it("reads whether more rows follow and where", () => {
    expect(parseBetHistoryCursor({ bets: { pageInfo: { hasNextPage: true, endCursor: "abc" } } })).toEqual({
      hasNextPage: true,
      endCursor: "abc",
    });
    expect(parseBetHistoryCursor({ bets: { pageInfo: { hasNextPage: false, endCursor: null } } })).toEqual({
      hasNextPage: false,
      endCursor: null,
    });
  });
});
