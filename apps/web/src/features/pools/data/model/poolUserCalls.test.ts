import { describe, expect, it } from "vitest";
import { erc20Abi } from "viem";
import { bnbStakingAbi, masterChefAbi, smartChefAbi } from "@griddle/sdk";
import { poolUserCalls } from "./poolUserCalls.ts";
import {
  ACCOUNT,
  bnbPool,
  CAKE_ADDRESS,
  DOGE_POOL,
  dogePool,
  MASTER_CHEF,
  manualPool,
} from "./poolTestFixtures.ts";

describe("poolUserCalls", () => {
  it("reads the manual CAKE pool position by pool id 0 on MasterChef", () => {
    expect(poolUserCalls(manualPool, ACCOUNT)).toEqual([
      { address: CAKE_ADDRESS, abi: erc20Abi, functionName: "allowance", args: [ACCOUNT, MASTER_CHEF] },
      { address: CAKE_ADDRESS, abi: erc20Abi, functionName: "balanceOf", args: [ACCOUNT] },
      { address: MASTER_CHEF, abi: masterChefAbi, functionName: "userInfo", args: [0n, ACCOUNT] },
      { address: MASTER_CHEF, abi: masterChefAbi, functionName: "pendingCake", args: [0n, ACCOUNT] },
    ]);
  });

  it("reads a SmartChef position with its staking token's allowance and balance", () => {
    expect(poolUserCalls(dogePool, ACCOUNT)).toEqual([
      { address: CAKE_ADDRESS, abi: erc20Abi, functionName: "allowance", args: [ACCOUNT, DOGE_POOL] },
      { address: CAKE_ADDRESS, abi: erc20Abi, functionName: "balanceOf", args: [ACCOUNT] },
      { address: DOGE_POOL, abi: smartChefAbi, functionName: "userInfo", args: [ACCOUNT] },
      { address: DOGE_POOL, abi: smartChefAbi, functionName: "pendingReward", args: [ACCOUNT] },
    ]);
  });

  it("reads only the position in the BNB pool: the native coin needs no allowance", () => {
    expect(poolUserCalls(bnbPool, ACCOUNT)).toEqual([
      { address: bnbPool.contractAddress, abi: bnbStakingAbi, functionName: "userInfo", args: [ACCOUNT] },
      {
        address: bnbPool.contractAddress,
        abi: bnbStakingAbi,
        functionName: "pendingReward",
        args: [ACCOUNT],
      },
    ]);
  });
});
