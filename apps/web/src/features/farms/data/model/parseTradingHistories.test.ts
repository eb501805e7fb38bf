import { describe, expect, it } from "vitest";
import { IndexerRequestError } from "../../../../shared/indexer/index.ts";
import { parseTradingHistories } from "./parseTradingHistories.ts";

const pair = {
  id: "0xA513e6e4b8f2a923d98304ec87f64353c4d5c853",
  reserveUSD: 1234.5,
  createdAtTimestamp: 1_700_000_000,
  dayData: { items: [{ date: 1_699_920_000, volumeUSD: 10.5 }] },
  hourData: {
    items: [
      { hourStartUnix: 1_700_003_600, volumeUSD: 2 },
      { hourStartUnix: 1_700_000_000, volumeUSD: 1 },
    ],
  },
};

describe("parseTradingHistories", () => {
  it("reads each pair's liquidity, age and buckets by lowercase address", () => {
    const histories = parseTradingHistories({ pairs: { items: [pair] } });
    expect([...histories.entries()]).toEqual([
      [
        "0xa513e6e4b8f2a923d98304ec87f64353c4d5c853",
        {
          reserveUsd: 1234.5,
          createdAt: 1_700_000_000,
          days: [{ start: 1_699_920_000, volumeUsd: 10.5 }],
          hours: [
            { start: 1_700_003_600, volumeUsd: 2 },
            { start: 1_700_000_000, volumeUsd: 1 },
          ],
        },
      ],
    ]);
  });

  it("rejects data of another shape", () => {
    expect(() => parseTradingHistories({ pairs: null })).toThrow(IndexerRequestError);
    expect(() => parseTradingHistories({ pairs: { items: [{ ...pair, reserveUSD: "12" }] } })).toThrow(
      IndexerRequestError,
    );
    expect(() =>
      parseTradingHistories({ pairs: { items: [{ ...pair, hourData: { items: [{ volumeUSD: 1 }] } }] } }),
    ).toThrow(IndexerRequestError);
  });
});
