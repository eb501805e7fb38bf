import { describe, expect, it } from "vitest";
import { summarizePairActivity } from "./summarizePairActivity.ts";

const NOW = 1_700_006_400; // 01:46:40 UTC, so today's bucket is 6,400 s old.
const TODAY = NOW - 6_400;

describe("summarizePairActivity", () => {
  it("sums 24-hour and 7-day volumes, takes the LPs' 0.17% as fees and the farms' APR", () => {
    const summary = summarizePairActivity(
      {
        reserveUsd: 100_000,
        createdAt: NOW - 3_600,
        days: [
          { start: TODAY, volumeUsd: 1_000 },
          { start: TODAY - 86_400 * 8, volumeUsd: 9_999 },
        ],
        hours: [
          { start: NOW - 3_600, volumeUsd: 600 },
          { start: NOW - 90_000, volumeUsd: 7 },
        ],
      },
      NOW,
    );
    expect(summary.volume24hUsd).toBe(600);
    expect(summary.volume7dUsd).toBe(1_000);
    expect(summary.fees24hUsd).toBeCloseTo(1.02, 9);
    // A pair younger than 7 days: 24-hour volume × 0.17% × 365 over the liquidity.
    expect(summary.lpRewardApr).toBeCloseTo(((600 * 0.0017 * 365) / 100_000) * 100, 9);
  });

  it("has no APR without liquidity", () => {
    expect(
      summarizePairActivity({ reserveUsd: 0, createdAt: 0, days: [], hours: [] }, NOW).lpRewardApr,
    ).toBeNull();
  });
});
