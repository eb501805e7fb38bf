import { describe, expect, it } from "vitest";
import { erc20Abi } from "viem";
import { bnbStakingAbi, masterChefAbi, smartChefAbi } from "@griddle/sdk";
import { poolPublicCalls } from "./poolPublicCalls.ts";
import {
  bnbPool,
  CAKE_ADDRESS,
  DOGE_POOL,
  dogePool,
  MASTER_CHEF,
  manualPool,
  WBNB_ADDRESS,
} from "./poolTestFixtures.ts";

const names = (calls: ReturnType<typeof poolPublicCalls>) => calls.map((call) => call.functionName);

describe("poolPublicCalls", () => {
  it("reads the manual CAKE pool's stake and emission share from MasterChef", () => {
    const calls = poolPublicCalls(manualPool, "stakeCounter");
    expect(names(calls)).toEqual([
      "startBlock",
      "totalStaked",
      "poolInfo",
      "totalAllocPoint",
      "cakePerBlock",
    ]);
    expect(calls.every((call) => call.address === MASTER_CHEF && call.abi === masterChefAbi)).toBe(true);
    expect(calls[1]?.args).toEqual([0n]);
    expect(calls[2]?.args).toEqual([0n]);
  });

  it("reads a SmartChef's schedule, stake, limit and reward", () => {
    const calls = poolPublicCalls(dogePool, "stakeCounter");
    expect(names(calls)).toEqual([
      "startBlock",
      "bonusEndBlock",
      "totalStaked",
      "poolLimitPerUser",
      "rewardPerBlock",
    ]);
    expect(calls.every((call) => call.address === DOGE_POOL && call.abi === smartChefAbi)).toBe(true);
  });

  it("reads the BNB pool with its own ABI", () => {
    expect(poolPublicCalls(bnbPool, "stakeCounter").every((call) => call.abi === bnbStakingAbi)).toBe(true);
  });

  it("reads the staked token's balance at the pool where contracts keep no count", () => {
    expect(poolPublicCalls(manualPool, "tokenBalance")[1]).toEqual({
      address: CAKE_ADDRESS,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [MASTER_CHEF],
    });
    expect(poolPublicCalls(dogePool, "tokenBalance")[2]).toMatchObject({
      address: CAKE_ADDRESS,
      args: [DOGE_POOL],
    });
    // PancakeSwap's BnbStaking keeps its stakes as WBNB.
    expect(poolPublicCalls(bnbPool, "tokenBalance")[2]).toMatchObject({
      address: WBNB_ADDRESS,
      functionName: "balanceOf",
      args: [bnbPool.contractAddress],
    });
  });
});
