import { describe, expect, it } from "vitest";
import { toChartPoints } from "./toChartPoints.ts";

describe("toChartPoints", () => {
  it("orders the answers oldest first and scales them from 8 decimals to dollars", () => {
    expect(
      toChartPoints([
        { roundId: 3n, answer: 61_050_000_000n, updatedAt: 300 },
        { roundId: 2n, answer: 60_000_000_000n, updatedAt: 200 },
      ]),
    ).toEqual([
      { time: 200, value: 600 },
      { time: 300, value: 610.5 },
    ]);
  });

  it("keeps one point per second, the later round's", () => {
    expect(
      toChartPoints([
        { roundId: 4n, answer: 2n * 10n ** 8n, updatedAt: 100 },
        { roundId: 5n, answer: 3n * 10n ** 8n, updatedAt: 100 },
        { roundId: 3n, answer: 1n * 10n ** 8n, updatedAt: 100 },
      ]),
    ).toEqual([{ time: 100, value: 3 }]);
  });
});
