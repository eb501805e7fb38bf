import { describe, expect, it } from "vitest";
import { computeCollectAmount } from "./computeCollectAmount.ts";

const round = { rewardAmount: 291n * 10n ** 15n, rewardBaseCalAmount: 3n * 10n ** 17n };

describe("computeCollectAmount", () => {
  it("pays a winner amount × rewardAmount / rewardBaseCalAmount, rounded down", () => {
    expect(computeCollectAmount(round, { amount: 10n ** 17n }, "win")).toBe(97n * 10n ** 15n);
    expect(computeCollectAmount({ rewardAmount: 10n, rewardBaseCalAmount: 3n }, { amount: 1n }, "win")).toBe(
      3n,
    );
  });

  it("refunds the whole bet for canceled rounds and rounds without winners", () => {
    expect(computeCollectAmount(round, { amount: 5n }, "canceled")).toBe(5n);
    expect(computeCollectAmount(round, { amount: 5n }, "refund")).toBe(5n);
  });

  it("pays nothing for a loss or a live bet", () => {
    expect(computeCollectAmount(round, { amount: 5n }, "lose")).toBe(0n);
    expect(computeCollectAmount(round, { amount: 5n }, "live")).toBe(0n);
  });
});
