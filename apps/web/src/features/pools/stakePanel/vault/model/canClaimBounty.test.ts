import { describe, expect, it } from "vitest";
import { canClaimBounty } from "./canClaimBounty.ts";

const ready = { bountyReward: 10n ** 15n, cakePrice: 2.5, callFee: 25 };

describe("canClaimBounty", () => {
  it("allows a claim with a reward, its USD value and a call fee", () => {
    expect(canClaimBounty(ready)).toBe(true);
  });

  it("refuses when there is no reward to claim", () => {
    expect(canClaimBounty({ ...ready, bountyReward: 0n })).toBe(false);
  });

  it("refuses without a USD value", () => {
    expect(canClaimBounty({ ...ready, cakePrice: null })).toBe(false);
    expect(canClaimBounty({ ...ready, cakePrice: 0 })).toBe(false);
    expect(canClaimBounty({ ...ready, cakePrice: Number.NaN })).toBe(false);
  });

  it("refuses without a call fee", () => {
    expect(canClaimBounty({ ...ready, callFee: 0 })).toBe(false);
  });
});
