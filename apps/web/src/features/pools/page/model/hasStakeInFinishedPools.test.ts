import { describe, expect, it } from "vitest";
import { hasStakeInFinishedPools } from "./hasStakeInFinishedPools.ts";
import { makePool, ONE } from "./poolFixtures.ts";

const withStake = (stakedBalance: bigint) => ({
  allowance: 0n,
  stakingTokenBalance: 0n,
  stakedBalance,
  pendingReward: 0n,
});

describe("hasStakeInFinishedPools", () => {
  it("is true when an ended pool holds some of the account's stake", () => {
    expect(
      hasStakeInFinishedPools([makePool(), makePool({ isFinished: true, userData: withStake(1n) })]),
    ).toBe(true);
  });

  it("ignores live stakes, empty positions and pools without the account's data", () => {
    expect(
      hasStakeInFinishedPools([
        makePool({ userData: withStake(ONE) }),
        makePool({ isFinished: true, userData: withStake(0n) }),
        makePool({ isFinished: true }),
      ]),
    ).toBe(false);
  });
});
