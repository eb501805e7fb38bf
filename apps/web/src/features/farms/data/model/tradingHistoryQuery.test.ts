import { describe, expect, it } from "vitest";
import {
  MAX_PAIRS_PER_REQUEST,
  TRADING_HISTORY_QUERY,
  tradingHistoryRequest,
} from "./tradingHistoryQuery.ts";

const WINDOW = { hourSince: 1_699_912_800, daySince: 1_699_315_200 };

describe("tradingHistoryRequest", () => {
  it("asks for every pair at once, by lowercase address, within the window", () => {
    expect(tradingHistoryRequest(["0xa513E6E4b8f2a923D98304ec87F64353C4D5C853", "0xABC"], WINDOW)).toEqual({
      query: TRADING_HISTORY_QUERY,
      variables: { pairIds: ["0xa513e6e4b8f2a923d98304ec87f64353c4d5c853", "0xabc"], ...WINDOW },
    });
  });

  it("holds at most as many pairs as one page of hourly buckets fits", () => {
    expect(MAX_PAIRS_PER_REQUEST * 25).toBeLessThanOrEqual(1000);
    const pairs = Array.from({ length: MAX_PAIRS_PER_REQUEST + 1 }, (_, index) => `0x${index.toString(16)}`);
    expect(() => tradingHistoryRequest(pairs.slice(1), WINDOW)).not.toThrow();
    expect(() => tradingHistoryRequest(pairs, WINDOW)).toThrow(RangeError);
  });
});
