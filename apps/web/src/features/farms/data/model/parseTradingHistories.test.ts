import { describe, expect, it } from "vitest";
import { IndexerRequestError } from "../../../../shared/indexer/index.ts";
import { parseTradingHistories } from "./parseTradingHistories.ts";

const PAIR = "0xA513e6e4b8f2a923d98304ec87f64353c4d5c853";
const OTHER = "0xb7f8bc63bbcad18155201308c8f3540b07f84f5e";
const lastPage = { hasNextPage: false };
const answer = {
  pairs: {
    items: [
      { id: PAIR, reserveUSD: 1234.5, createdAtTimestamp: 1_700_000_000 },
      { id: OTHER, reserveUSD: 10, createdAtTimestamp: 1_600_000_000 },
    ],
    pageInfo: lastPage,
  },
  pairDayDatas: {
    items: [
      { pairId: OTHER, date: 1_699_920_000, volumeUSD: 3 },
      { pairId: PAIR.toLowerCase(), date: 1_699_920_000, volumeUSD: 10.5 },
      { pairId: OTHER, date: 1_699_833_600, volumeUSD: 4 },
    ],
    pageInfo: lastPage,
  },
  pairHourDatas: {
    items: [
      { pairId: PAIR.toLowerCase(), hourStartUnix: 1_700_003_600, volumeUSD: 2 },
      { pairId: PAIR.toLowerCase(), hourStartUnix: 1_700_000_000, volumeUSD: 1 },
    ],
    pageInfo: lastPage,
  },
};

describe("parseTradingHistories", () => {
  it("reads each pair's liquidity, age and buckets, newest first, by lowercase address", () => {
    const histories = parseTradingHistories(answer);
    expect([...histories.entries()]).toEqual([
      [
        PAIR.toLowerCase(),
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
      [
        OTHER,
        {
          reserveUsd: 10,
          createdAt: 1_600_000_000,
          days: [
            { start: 1_699_920_000, volumeUsd: 3 },
            { start: 1_699_833_600, volumeUsd: 4 },
          ],
          hours: [],
        },
      ],
    ]);
  });

  it("rejects data of another shape", () => {
    expect(() => parseTradingHistories({ ...answer, pairs: null })).toThrow(IndexerRequestError);
    expect(() =>
      parseTradingHistories({
        ...answer,
        pairs: { ...answer.pairs, items: [{ ...answer.pairs.items[0], reserveUSD: "12" }] },
      }),
    ).toThrow(IndexerRequestError);
    expect(() =>
      parseTradingHistories({
        ...answer,
        pairHourDatas: { items: [{ pairId: PAIR, volumeUSD: 1 }], pageInfo: lastPage },
      }),
    ).toThrow(IndexerRequestError);
    expect(() =>
      parseTradingHistories({
        ...answer,
        pairDayDatas: { items: [{ date: 1, volumeUSD: 1 }], pageInfo: lastPage },
      }),
    ).toThrow(IndexerRequestError);
  });

  it("refuses a list cut short rather than value fees on part of the volume", () => {
    expect(() =>
      parseTradingHistories({
        ...answer,
        pairHourDatas: { ...answer.pairHourDatas, pageInfo: { hasNextPage: true } },
      }),
    ).toThrow("The indexer's pairHourDatas do not fit in one page");
  });
});
