import { describe, expect, it } from "vitest";
import { bucketStart, DAY_SECONDS, HOUR_SECONDS } from "./bucketStart.ts";

describe("bucketStart", () => {
  // 2024-03-09T16:47:30Z
  const timestamp = 1_710_002_850;

  it("starts an hour bucket on the hour", () => {
    expect(bucketStart(timestamp, HOUR_SECONDS)).toBe(1_710_000_000);
  });

  it("starts a day bucket at midnight UTC", () => {
    expect(bucketStart(timestamp, DAY_SECONDS)).toBe(1_709_942_400);
  });

  it("keeps a timestamp that is already a bucket start in its own bucket", () => {
    expect(bucketStart(1_709_942_400, DAY_SECONDS)).toBe(1_709_942_400);
    expect(bucketStart(1_709_942_399, DAY_SECONDS)).toBe(1_709_856_000);
  });
});
