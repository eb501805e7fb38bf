import { describe, expect, it } from "vitest";
import { computeTrackedVolumeUsd, type SwapSide } from "./computeTrackedVolumeUsd.ts";

// 1 BNB in at $600 for 598.5 BUSD out (0.25% fee): both sides whitelisted.
const bnbIn: SwapSide = { amount: 1, priceUsd: 600, whitelisted: true };
const busdOut: SwapSide = { amount: 598.5, priceUsd: 1, whitelisted: true };
// 4000 DOGE ($0.15) out, not on the whitelist.
const dogeOut: SwapSide = { amount: 4000, priceUsd: 0.15, whitelisted: false };

describe("computeTrackedVolumeUsd", () => {
  it("averages the two sides when both are whitelisted and priced", () => {
    expect(computeTrackedVolumeUsd(bnbIn, busdOut)).toBeCloseTo(599.25, 10);
  });

  it("counts only the whitelisted side against an unlisted token", () => {
    expect(computeTrackedVolumeUsd(dogeOut, bnbIn)).toBe(600);
    expect(computeTrackedVolumeUsd(bnbIn, dogeOut)).toBe(600);
  });

  it("counts the priced side alone while the other whitelisted token has no price yet", () => {
    expect(computeTrackedVolumeUsd({ ...bnbIn, priceUsd: 0 }, busdOut)).toBe(598.5);
  });

  it("is 0 when no side is whitelisted and priced", () => {
    expect(computeTrackedVolumeUsd(dogeOut, { ...dogeOut, amount: 10 })).toBe(0);
    expect(computeTrackedVolumeUsd({ ...bnbIn, priceUsd: 0 }, { ...busdOut, priceUsd: 0 })).toBe(0);
  });
});
