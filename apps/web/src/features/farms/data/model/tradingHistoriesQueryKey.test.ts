import { describe, expect, it } from "vitest";
import { keepsHistoryWhileLoading, tradingHistoriesQueryKey } from "./tradingHistoriesQueryKey.ts";

const INDEXER = "http://127.0.0.1:42069/graphql";
const PAIRS = ["0xaa", "0xbb"];
const THIS_HOUR = { hourSince: 1_700_000_000 - 86_400, daySince: 1_699_920_000 - 7 * 86_400 };
const NEXT_HOUR = { hourSince: THIS_HOUR.hourSince + 3600, daySince: THIS_HOUR.daySince };

describe("keepsHistoryWhileLoading", () => {
  it("keeps the same indexer's history of the same pairs when only the window moved", () => {
    expect(
      keepsHistoryWhileLoading(
        tradingHistoriesQueryKey(INDEXER, PAIRS, THIS_HOUR),
        tradingHistoriesQueryKey(INDEXER, PAIRS, NEXT_HOUR),
      ),
    ).toBe(true);
  });

  it("shows nothing meanwhile for another indexer, another catalogue, or with nothing before", () => {
    const next = tradingHistoriesQueryKey(INDEXER, PAIRS, NEXT_HOUR);
    expect(
      keepsHistoryWhileLoading(
        tradingHistoriesQueryKey("http://other:42069/graphql", PAIRS, THIS_HOUR),
        next,
      ),
    ).toBe(false);
    expect(keepsHistoryWhileLoading(tradingHistoriesQueryKey(INDEXER, ["0xaa"], THIS_HOUR), next)).toBe(
      false,
    );
    expect(keepsHistoryWhileLoading(undefined, next)).toBe(false);
    expect(keepsHistoryWhileLoading(["anotherQuery", INDEXER, PAIRS.join(",")], next)).toBe(false);
  });
});
