import { describe, expect, it } from "vitest";
import { parseAccountPage } from "./parseAccount.ts";

const token = (id: string, symbol: string) => ({ id, symbol, decimals: 0, derivedUSD: 1 });
const PAIR = {
  id: "0x00000000000000000000000000000000000000a1",
  reserve0: "1000",
  reserve1: "1000",
  reserveUSD: 0,
  createdAtTimestamp: 0,
  token0: token("0x00000000000000000000000000000000000000c1", "AAA"),
  token1: token("0x00000000000000000000000000000000000000c2", "BBB"),
};
const position = (balance: string, realizedFeesUSD: number) => ({
  pairId: PAIR.id,
  balance,
  entryLiquidity: Number(balance),
  deposited0: balance,
  deposited1: balance,
  realizedFeesUSD,
  pair: PAIR,
  liquidity: { sqrtK: 1000, liquidityPerLp: 1 },
});

describe("parseAccountPage", () => {
  it("reads the page's cursor and keeps positions that hold units or earned fees", () => {
    const page = parseAccountPage({
      pairTransactions: { items: [], pageInfo: { hasNextPage: true, endCursor: "abc" } },
      lpPositions: { items: [position("100", 0), position("0", 0), position("0", 2)] },
    });
    expect(page.nextCursor).toBe("abc");
    expect(page.positions.map((row) => [row.balance, row.feesEarnedUsd])).toEqual([
      [100n, 0],
      [0n, 2],
    ]);
    // 100 of 1000 units of a pool worth $2000: $200, as the deposit held would be.
    expect(page.positions[0]).toMatchObject({ valueUsd: 200, holdValueUsd: 200, impermanentLossUsd: 0 });
  });

  it("ends at the last page", () => {
    const page = parseAccountPage({
      pairTransactions: { items: [], pageInfo: { hasNextPage: false, endCursor: "abc" } },
      lpPositions: { items: [] },
    });
    expect(page.nextCursor).toBeNull();
  });
});
