import { describe, expect, it } from "vitest";
import { summarizeTokenHours } from "./summarizeTokenHours.ts";

const NOW = 1_700_000_000;
const hour = (hoursAgo: number, volumeUsd: number, open: number, close: number) => ({
  start: NOW - hoursAgo * 3600,
  volumeUsd,
  open,
  close,
});

describe("summarizeTokenHours", () => {
  it("adds the volume of the last 24 hours and compares with the close before them", () => {
    const summary = summarizeTokenHours(
      [hour(30, 500, 1, 2), hour(20, 100, 2, 2.5), hour(1, 50, 2.5, 3)],
      3,
      NOW,
    );
    expect(summary.volume24hUsd).toBe(150);
    expect(summary.priceChange24h).toBeCloseTo(50, 9);
  });

  it("takes a young token's first open within the day", () => {
    expect(summarizeTokenHours([hour(2, 10, 4, 5)], 5, NOW).priceChange24h).toBeCloseTo(25, 9);
  });

  it("gives no change without a price", () => {
    expect(summarizeTokenHours([], 5, NOW)).toEqual({ volume24hUsd: 0, priceChange24h: null });
    expect(summarizeTokenHours([hour(2, 10, 4, 5)], 0, NOW).priceChange24h).toBeNull();
  });
});
