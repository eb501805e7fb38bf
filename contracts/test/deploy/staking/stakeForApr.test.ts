import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseEther, parseUnits } from "viem";
import { stakeForApr } from "../../../deploy/staking/stakeForApr.ts";

const cake = { usdPrice: "2.5", decimals: 18 };

describe("stakeForApr", () => {
  it("stakes 210,240,000 CAKE for 40 CAKE a block to pay 200% a year", () => {
    assert.equal(
      stakeForApr({ rewardPerBlock: parseEther("40"), earningToken: cake, stakingToken: cake, apr: 200 }),
      parseEther("210240000"),
    );
  });

  it("prices each side in its own decimals", () => {
    // 20 DOGE (8 decimals, $0.15) a block is $31,536,000 a year: 500% of $6,307,200, or 2,522,880 CAKE.
    assert.equal(
      stakeForApr({
        rewardPerBlock: parseUnits("20", 8),
        earningToken: { usdPrice: "0.15", decimals: 8 },
        stakingToken: cake,
        apr: 500,
      }),
      parseEther("2522880"),
    );
    // 1 CAKE a block is $26,280,000 a year: 100% of as many USDC (6 decimals, $1).
    assert.equal(
      stakeForApr({
        rewardPerBlock: parseEther("1"),
        earningToken: cake,
        stakingToken: { usdPrice: "1", decimals: 6 },
        apr: 100,
      }),
      parseUnits("26280000", 6),
    );
  });

  it("rounds down, so the APR is never below the one asked for", () => {
    const unit = { usdPrice: "1", decimals: 0 };
    // 10,512,000 units a year at 7% need 150,171,428.57 units staked.
    assert.equal(
      stakeForApr({ rewardPerBlock: 1n, earningToken: unit, stakingToken: unit, apr: 7 }),
      150_171_428n,
    );
  });

  it("refuses an APR that is not a whole percent above zero", () => {
    for (const apr of [0, -5, 12.5, Number.NaN]) {
      assert.throws(
        () => stakeForApr({ rewardPerBlock: 1n, earningToken: cake, stakingToken: cake, apr }),
        RangeError,
      );
    }
  });
});
