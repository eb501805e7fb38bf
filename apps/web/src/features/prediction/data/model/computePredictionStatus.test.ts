import { describe, expect, it } from "vitest";
import { computePredictionStatus } from "./computePredictionStatus.ts";

const market = { currentEpoch: 8n, paused: false, lastOraclePrice: null };

describe("computePredictionStatus", () => {
  it("is initial until the market first answers", () => {
    expect(computePredictionStatus({ failed: false, market: undefined })).toBe("initial");
  });

  it("is live, or paused when the contract is paused", () => {
    expect(computePredictionStatus({ failed: false, market })).toBe("live");
    expect(computePredictionStatus({ failed: false, market: { ...market, paused: true } })).toBe("paused");
  });

  it("is error when a read failed, or the epoch or pause flag did not answer", () => {
    expect(computePredictionStatus({ failed: true, market })).toBe("error");
    expect(computePredictionStatus({ failed: true, market: undefined })).toBe("error");
    expect(computePredictionStatus({ failed: false, market: { ...market, currentEpoch: null } })).toBe(
      "error",
    );
    expect(computePredictionStatus({ failed: false, market: { ...market, paused: null } })).toBe("error");
  });
});
