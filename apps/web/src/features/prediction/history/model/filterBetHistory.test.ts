import { describe, expect, it } from "vitest";
import type { BetHistoryRow } from "./describeBets.ts";
import { filterBetHistory } from "./filterBetHistory.ts";

const row = (id: string, claimed: boolean, collectable: boolean): BetHistoryRow => ({
  id,
  epoch: 1n,
  position: "Bull",
  amount: 1n,
  result: "win",
  claimed,
  collectable,
  pnl: 0n,
  hash: "0x01",
});
const rows = [row("collected", true, false), row("to collect", false, true), row("lost", false, false)];

describe("filterBetHistory", () => {
  it("keeps every bet for 'all'", () => {
    expect(filterBetHistory(rows, "all")).toBe(rows);
  });

  it("keeps the claimed bets for 'collected' and the ones still to collect for 'uncollected'", () => {
    expect(filterBetHistory(rows, "collected").map((kept) => kept.id)).toEqual(["collected"]);
    expect(filterBetHistory(rows, "uncollected").map((kept) => kept.id)).toEqual(["to collect"]);
  });
});
