import { describe, expect, it } from "vitest";
import { parseSettingsReads } from "./parseSettingsReads.ts";

describe("parseSettingsReads", () => {
  it("reads the interval, buffer, minimum bet and reward rate", () => {
    expect(parseSettingsReads([100n, 20n, 10n ** 15n, 97n])).toEqual({
      intervalBlocks: 100n,
      bufferBlocks: 20n,
      minBetAmount: 10n ** 15n,
      rewardRate: 97n,
    });
  });

  it("is null when any read failed", () => {
    expect(parseSettingsReads([100n, null, 10n ** 15n, 97n])).toBeNull();
    expect(parseSettingsReads([100n, 20n])).toBeNull();
  });
});
