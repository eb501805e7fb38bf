import { describe, expect, it } from "vitest";
import { pairRate, parsePairDetail, parseTokenDetail } from "./parseSeries.ts";

const EMPTY_TRANSACTIONS = { pairTransactions: { items: [] } };

describe("parseTokenDetail", () => {
  it("orders the series oldest first and leaves out candles before the token had a price", () => {
    const detail = parseTokenDetail({
      ...EMPTY_TRANSACTIONS,
      tokenHourDatas: {
        items: [
          { start: 7200, volumeUSD: 5, liquidityUSD: 50, open: 1, high: 3, low: 1, close: 2 },
          { start: 3600, volumeUSD: 0, liquidityUSD: 0, open: 0, high: 0, low: 0, close: 0 },
        ],
      },
      tokenDayDatas: { items: [{ start: 0, volumeUSD: 5, liquidityUSD: 50 }] },
      tokenDayCandles: { items: [{ start: 0, open: 1, high: 3, low: 1, close: 2 }] },
    });
    expect(detail.hourly.volume).toEqual([
      { time: 3600, value: 0 },
      { time: 7200, value: 5 },
    ]);
    expect(detail.hourly.candles).toEqual([{ time: 7200, open: 1, high: 3, low: 1, close: 2 }]);
    expect(detail.hourly.price).toEqual([{ time: 7200, value: 2 }]);
    expect(detail.daily.liquidity).toEqual([{ time: 0, value: 50 }]);
  });
});

describe("parsePairDetail", () => {
  it("prices token0 in token1 from each bucket's reserves", () => {
    const bucket = {
      start: 0,
      volumeUSD: 1,
      reserveUSD: 10,
      reserve0: "2000000000000000000",
      reserve1: "6000000",
    };
    const detail = parsePairDetail(
      { ...EMPTY_TRANSACTIONS, pairHourDatas: { items: [bucket] }, pairDayDatas: { items: [] } },
      18,
      6,
    );
    expect(detail.hourly.price).toEqual([{ time: 0, value: 3 }]);
    expect(detail.hourly.liquidity).toEqual([{ time: 0, value: 10 }]);
  });
});

describe("pairRate", () => {
  it("is 0 for an empty pair", () => {
    expect(pairRate(0n, 5n, 18, 18)).toBe(0);
  });
});
