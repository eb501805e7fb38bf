import { describe, expect, it } from "vitest";
import { maxUint256 } from "viem";
import { parsePoolUserReads } from "./parsePoolUserReads.ts";
import { bnbPool, dogePool } from "./poolTestFixtures.ts";

describe("parsePoolUserReads", () => {
  it("reads allowance, balance, staked amount and pending reward", () => {
    expect(parsePoolUserReads(dogePool, [maxUint256, 500n, [300n, 12n], 7n], undefined)).toEqual({
      allowance: maxUint256,
      stakingTokenBalance: 500n,
      stakedBalance: 300n,
      pendingReward: 7n,
    });
  });

  it("gives the BNB pool an unlimited allowance and the native balance", () => {
    expect(parsePoolUserReads(bnbPool, [[5n, 0n], 9n], 1234n)).toEqual({
      allowance: maxUint256,
      stakingTokenBalance: 1234n,
      stakedBalance: 5n,
      pendingReward: 9n,
    });
  });

  it("leaves the position loading while any part is missing", () => {
    expect(parsePoolUserReads(dogePool, [0n, 500n, null, 7n], undefined)).toBeUndefined();
    expect(parsePoolUserReads(dogePool, [0n, 500n, [1n, 0n], null], undefined)).toBeUndefined();
    expect(parsePoolUserReads(bnbPool, [[5n, 0n], 9n], undefined)).toBeUndefined();
    expect(parsePoolUserReads(bnbPool, [[5n, 0n], 9n], null)).toBeUndefined();
  });
});
