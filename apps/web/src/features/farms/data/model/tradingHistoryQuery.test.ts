import { describe, expect, it } from "vitest";
import { TRADING_HISTORY_QUERY, tradingHistoryRequest } from "./tradingHistoryQuery.ts";

describe("tradingHistoryRequest", () => {
  it("asks for every pair at once, by lowercase address", () => {
    expect(tradingHistoryRequest(["0xa513E6E4b8f2a923D98304ec87F64353C4D5C853", "0xABC"])).toEqual({
      query: TRADING_HISTORY_QUERY,
      variables: { pairIds: ["0xa513e6e4b8f2a923d98304ec87f64353c4d5c853", "0xabc"] },
    });
  });
});
