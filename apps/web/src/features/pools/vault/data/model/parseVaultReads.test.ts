import { describe, expect, it } from "vitest";
import { parseVaultPublicReads } from "./parseVaultPublicReads.ts";
import { parseVaultUserReads } from "./parseVaultUserReads.ts";

const CAKE = 10n ** 18n;
const publicResults = [
  1_050_000_000_000_000_000n,
  3000n * CAKE,
  3150n * CAKE,
  CAKE / 4n,
  100n * CAKE,
  200n,
  25n,
  10n,
  259_200n,
];

describe("parseVaultPublicReads", () => {
  it("reads the vault's figures and fees", () => {
    expect(parseVaultPublicReads(publicResults)).toEqual({
      pricePerFullShare: 1_050_000_000_000_000_000n,
      totalShares: 3000n * CAKE,
      totalCakeInVault: 3150n * CAKE,
      estimatedCakeBountyReward: CAKE / 4n,
      totalPendingCakeHarvest: 100n * CAKE,
      fees: { performanceFee: 200, callFee: 25, withdrawalFee: 10, withdrawalFeePeriod: 259_200 },
    });
  });

  it("has no vault while any figure is missing", () => {
    publicResults.forEach((_, index) => {
      expect(
        parseVaultPublicReads(publicResults.map((value, at) => (at === index ? null : value))),
      ).toBeNull();
    });
  });
});

describe("parseVaultUserReads", () => {
  const userInfo = [500n * CAKE, 1_700_000_000n, 510n * CAKE, 1_700_000_100n];

  it("reads the position, allowance and CAKE balance", () => {
    expect(parseVaultUserReads([userInfo, 2n ** 256n - 1n, 20n * CAKE])).toEqual({
      userShares: 500n * CAKE,
      lastDepositedTime: 1_700_000_000,
      cakeAtLastUserAction: 510n * CAKE,
      lastUserActionTime: 1_700_000_100,
      allowance: 2n ** 256n - 1n,
      cakeBalance: 20n * CAKE,
    });
  });

  it("leaves the position loading while any part is missing", () => {
    expect(parseVaultUserReads([null, 0n, 0n])).toBeUndefined();
    expect(parseVaultUserReads([userInfo, null, 0n])).toBeUndefined();
    expect(parseVaultUserReads([userInfo, 0n, null])).toBeUndefined();
    expect(parseVaultUserReads([userInfo.slice(0, 3), 0n, 0n])).toBeUndefined();
  });
});
