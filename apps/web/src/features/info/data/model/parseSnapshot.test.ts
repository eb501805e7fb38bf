import { describe, expect, it } from "vitest";
import { IndexerRequestError } from "../../../../shared/indexer/index.ts";
import { parseSnapshot } from "./parseSnapshot.ts";

const NOW = 1_700_000_000;
const CAKE = "0x00000000000000000000000000000000000000c1";
const BUSD = "0x00000000000000000000000000000000000000b1";
const PAIR = "0x00000000000000000000000000000000000000a1";
const HASH = `0x${"ab".repeat(32)}`;
const token = (id: string, symbol: string, derivedUSD: number) => ({ id, symbol, decimals: 18, derivedUSD });

const DATA = {
  protocolDayDatas: { items: [{ date: NOW - 3_200, liquidityUSD: 1000, volumeUSD: 20 }] },
  tokens: { items: [{ ...token(CAKE, "CAKE", 2), name: "Cake", liquidityUSD: 500 }] },
  tokenHourDatas: {
    items: [{ tokenId: CAKE, hourStartUnix: NOW - 3_200, volumeUSD: 20, open: 1, close: 2 }],
  },
  pairs: {
    items: [
      {
        id: PAIR,
        reserve0: "1000",
        reserve1: "2000",
        reserveUSD: 1000,
        createdAtTimestamp: NOW - 7_200,
        token0: token(CAKE, "CAKE", 2),
        token1: token(BUSD, "BUSD", 1),
      },
    ],
  },
  pairDayDatas: { items: [{ pairId: PAIR, date: NOW - 3_200, volumeUSD: 20 }] },
  pairHourDatas: { items: [{ pairId: PAIR, hourStartUnix: NOW - 3_200, volumeUSD: 20 }] },
  pairTransactions: {
    items: [
      {
        id: `${HASH}-1`,
        kind: "Swap",
        hash: HASH,
        timestamp: NOW - 100,
        account: "0x00000000000000000000000000000000000000EE",
        pairId: PAIR,
        amount0In: "10",
        amount1In: "0",
        amount0Out: "0",
        amount1Out: "19",
        amountUSD: 20,
        token0: token(CAKE, "CAKE", 2),
        token1: token(BUSD, "BUSD", 1),
      },
    ],
  },
};

describe("parseSnapshot", () => {
  it("reads the series, tokens with their day, pairs with volumes, fees and APR, and transactions", () => {
    const snapshot = parseSnapshot(DATA, NOW);
    expect(snapshot.tvlByDay).toEqual([{ time: NOW - 3_200, value: 1000 }]);
    expect(snapshot.volumeByDay).toEqual([{ time: NOW - 3_200, value: 20 }]);
    expect(snapshot.tokens).toEqual([
      {
        id: CAKE,
        symbol: "CAKE",
        name: "Cake",
        decimals: 18,
        priceUsd: 2,
        liquidityUsd: 500,
        volume24hUsd: 20,
        priceChange24h: 100,
      },
    ]);
    const [pair] = snapshot.pairs;
    expect(pair).toMatchObject({
      id: PAIR,
      reserve0: 1000n,
      reserve1: 2000n,
      liquidityUsd: 1000,
      volume24hUsd: 20,
    });
    expect(pair?.fees24hUsd).toBeCloseTo(0.034, 9);
    expect(snapshot.transactions[0]).toMatchObject({
      kind: "Swap",
      account: "0x00000000000000000000000000000000000000ee",
      amount1Out: 19n,
    });
  });

  it("rejects an answer of another shape", () => {
    expect(() => parseSnapshot({ ...DATA, pairs: { items: [{ id: PAIR }] } }, NOW)).toThrow(
      IndexerRequestError,
    );
    expect(() =>
      parseSnapshot(
        { ...DATA, pairTransactions: { items: [{ ...DATA.pairTransactions.items[0], kind: "Sync" }] } },
        NOW,
      ),
    ).toThrow(new IndexerRequestError("The indexer's kind Sync is unknown"));
  });
});
