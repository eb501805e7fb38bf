import { describe, expect, it } from "vitest";
import { accountHistoryCsv } from "./accountHistoryCsv.ts";
import type { InfoTransaction } from "./InfoRows.ts";

const CAKE = {
  id: "0x0000000000000000000000000000000000000001",
  symbol: "CAKE",
  decimals: 18,
  priceUsd: 10,
} as const;
const USDT = {
  id: "0x0000000000000000000000000000000000000002",
  symbol: "USDT",
  decimals: 6,
  priceUsd: 1,
} as const;
const BASE: InfoTransaction = {
  id: "0xab-1",
  kind: "Swap",
  hash: "0x00000000000000000000000000000000000000000000000000000000000000ab",
  timestamp: 1_700_000_000,
  account: "0x0000000000000000000000000000000000000009",
  pairId: "0x0000000000000000000000000000000000000003",
  token0: CAKE,
  token1: USDT,
  amount0In: 0n,
  amount1In: 12_345_678n,
  amount0Out: 1_234_567_890_123_456_789n,
  amount1Out: 0n,
  amountUsd: 12.345678,
};

describe("accountHistoryCsv", () => {
  it("writes a header and a line per transaction with ISO dates, exact amounts and the hash", () => {
    const csv = accountHistoryCsv([
      BASE,
      { ...BASE, id: "0xab-2", kind: "Mint", amount0In: 5n, amount1In: 1n, amount0Out: 0n, amountUsd: 0 },
    ]);
    expect(csv.split("\r\n")).toEqual([
      "Date (UTC),Type,Pair,Token A,Amount A,Token B,Amount B,Value (USD),Transaction",
      `2023-11-14T22:13:20.000Z,Swap,CAKE-USDT,USDT,12.345678,CAKE,1.234567890123456789,12.35,${BASE.hash}`,
      `2023-11-14T22:13:20.000Z,Add,CAKE-USDT,CAKE,0.000000000000000005,USDT,0.000001,0.00,${BASE.hash}`,
      "",
    ]);
  });

  it("quotes symbols holding separators", () => {
    const csv = accountHistoryCsv([{ ...BASE, token0: { ...CAKE, symbol: 'A,"B' } }]);
    expect(csv).toContain(',"A,""B-USDT",');
  });
});
