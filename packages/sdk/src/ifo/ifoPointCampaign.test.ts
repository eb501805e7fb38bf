import { describe, expect, it } from "vitest";
import { ifoPointCampaign } from "./ifoPointCampaign.ts";
import { LOCAL_OFFERINGS } from "./localOfferings.ts";

describe("ifoPointCampaign", () => {
  it("gives an offering the spec's IFO Shopper texts with its name, its campaign and its points", () => {
    const kelpmar = LOCAL_OFFERINGS[0];
    if (kelpmar === undefined) throw new Error("no offerings");
    expect(ifoPointCampaign(kelpmar)).toEqual({
      campaignId: 511_110_000n,
      type: "ifo",
      title: "IFO Shopper: Kelpmar",
      description: "Committed more than $5 worth of LP in the Kelpmar IFO",
      badge: "ifo-shopper.svg",
      points: 100,
    });
  });
});
