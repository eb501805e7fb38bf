import { describe, expect, it } from "vitest";
import { computeLpRewardsApr } from "./computeLpRewardsApr.ts";
import type { PairTradingHistory } from "./PairTradingHistory.ts";

const HOUR = 3600;
const DAY = 86_400;
/** A UTC midnight, and 05:00 that day. */
const TODAY = 19_700 * DAY;
const NOW = TODAY + 5 * HOUR;

function history(overrides: Partial<PairTradingHistory>): PairTradingHistory {
  return { reserveUsd: 30_000_000, createdAt: TODAY - 30 * DAY, days: [], hours: [], ...overrides };
}

describe("computeLpRewardsApr", () => {
  it("annualises the last 7 complete days' volume for a pair older than 7 days", () => {
    const days = [
      { start: TODAY, volumeUsd: 500_000 },
      ...[1, 2, 3, 4, 5, 6, 7].map((ago) => ({ start: TODAY - ago * DAY, volumeUsd: 1_000_000 })),
      { start: TODAY - 8 * DAY, volumeUsd: 999_000_000 },
    ];
    // 7,000,000 × 0.17% × 365/7 = 620,500 a year, over $30,000,000: 2.068333...%.
    expect(computeLpRewardsApr(history({ days }), NOW)).toBeCloseTo(2.0683333333, 9);
  });

  it("annualises the last 24 hours' volume for a pair younger than 7 days", () => {
    const hours = [
      { start: NOW, volumeUsd: 500_000 },
      { start: NOW - 24 * HOUR, volumeUsd: 1_500_000 },
      { start: NOW - 25 * HOUR, volumeUsd: 999_000_000 },
    ];
    const days = [{ start: TODAY - DAY, volumeUsd: 999_000_000 }];
    // 2,000,000 × 0.17% × 365 = 1,241,000 a year, over $30,000,000: 4.136666...%.
    expect(computeLpRewardsApr(history({ createdAt: TODAY - 2 * DAY, hours, days }), NOW)).toBeCloseTo(
      4.1366666667,
      9,
    );
  });

  it("counts a pair of exactly 7 days as old", () => {
    const days = [{ start: TODAY - DAY, volumeUsd: 7_000_000 }];
    const hours = [{ start: NOW, volumeUsd: 1_000_000 }];
    expect(computeLpRewardsApr(history({ createdAt: NOW - 7 * DAY, days, hours }), NOW)).toBeCloseTo(
      2.0683333333,
      9,
    );
  });

  it("is 0 without trades and null without liquidity", () => {
    expect(computeLpRewardsApr(history({}), NOW)).toBe(0);
    expect(
      computeLpRewardsApr(history({ reserveUsd: 0, hours: [{ start: NOW, volumeUsd: 1 }] }), NOW),
    ).toBeNull();
  });
});
