import { describe, expect, it } from "vitest";
import { LOCAL_OFFERINGS } from "./localOfferings.ts";

describe("LOCAL_OFFERINGS", () => {
  it("holds the spec's 11 offerings with exactly one active, the latest with campaign 511110000", () => {
    expect(LOCAL_OFFERINGS).toHaveLength(11);
    expect(LOCAL_OFFERINGS.filter(({ isActive }) => isActive).map(({ id }) => id)).toEqual(["kelpmar"]);
    expect(LOCAL_OFFERINGS[0]?.campaignId).toBe(511_110_000n);
    expect(new Set(LOCAL_OFFERINGS.map(({ id }) => id)).size).toBe(11);
    expect(new Set(LOCAL_OFFERINGS.map(({ campaignId }) => campaignId)).size).toBe(11);
  });

  it("gives version 1 offerings only an unlimited pool and no price, version 2 the 0.3 and 0.7 pools", () => {
    for (const offering of LOCAL_OFFERINGS) {
      if (offering.version === 1) {
        expect(offering.poolBasic).toBeUndefined();
        expect(offering.tokenOfferingPrice).toBeNull();
      } else {
        expect(offering.poolBasic?.distributionRatio).toBe(0.3);
        expect(offering.poolUnlimited.distributionRatio).toBe(0.7);
        expect(offering.tokenOfferingPrice).not.toBeNull();
      }
    }
  });
});
