import { describe, expect, it } from "vitest";
import { computeLpRewardsApr } from "./computeLpRewardsApr.ts";
import { tradingHistoryWindow } from "./tradingHistoryWindow.ts";

const DAY = 86_400;
/** 2023-11-14 22:13:20 UTC. */
const NOW = 1_700_000_000;

describe("tradingHistoryWindow", () => {
  it("starts a day before the current hour and 7 days before today", () => {
    expect(tradingHistoryWindow(NOW)).toEqual({
      hourSince: 1_699_999_200 - DAY,
      daySince: 1_699_920_000 - 7 * DAY,
    });
  });

  it("stays put within the hour and moves with the next one", () => {
    const window = tradingHistoryWindow(1_699_999_200);
    expect(tradingHistoryWindow(1_700_002_799)).toEqual(window);
    expect(tradingHistoryWindow(1_700_002_800).hourSince).toBe(window.hourSince + 3600);
  });

  it("holds the oldest hour and day the APR reads", () => {
    const hourStart = 1_699_999_200;
    const { hourSince, daySince } = tradingHistoryWindow(hourStart);
    const young = { reserveUsd: 1000, createdAt: hourStart - DAY, days: [] };
    const old = { reserveUsd: 1000, createdAt: hourStart - 30 * DAY, hours: [] };
    expect(
      computeLpRewardsApr({ ...young, hours: [{ start: hourSince, volumeUsd: 500 }] }, hourStart),
    ).toBeGreaterThan(0);
    expect(
      computeLpRewardsApr({ ...old, days: [{ start: daySince, volumeUsd: 500 }] }, hourStart),
    ).toBeGreaterThan(0);
  });

  it("leaves out only buckets the APR does not read, at the window's time or later", () => {
    const { hourSince, daySince } = tradingHistoryWindow(NOW);
    const young = { reserveUsd: 1000, createdAt: NOW - DAY };
    const old = { reserveUsd: 1000, createdAt: NOW - 30 * DAY };
    const hours = [{ start: hourSince - 3600, volumeUsd: 500 }];
    const days = [{ start: daySince - DAY, volumeUsd: 500 }];
    for (const later of [NOW, NOW + 3599, NOW + DAY]) {
      expect(computeLpRewardsApr({ ...young, days: [], hours }, later)).toBe(0);
      expect(computeLpRewardsApr({ ...old, days, hours: [] }, later)).toBe(0);
    }
  });
});
