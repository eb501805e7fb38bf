import { describe, expect, it } from "vitest";
import { VOTING_POWER_SOURCES } from "./votingPowerSources.ts";

describe("VOTING_POWER_SOURCES", () => {
  it("lists the breakdown in the hub's strategy order", () => {
    expect(VOTING_POWER_SOURCES.map(({ key }) => key)).toEqual([
      "wallet",
      "vault",
      "manualPool",
      "partnerPools",
      "lpWallet",
      "lpFarm",
    ]);
  });
});
