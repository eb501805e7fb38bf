import { describe, expect, it } from "vitest";
import { farmPublicCalls, masterChefCalls } from "./farmPublicCalls.ts";
import { cakeBnbFarm, MASTER_CHEF } from "./farmTestFixtures.ts";

describe("farmPublicCalls", () => {
  it("reads the LP staked and supplied, the pair's two balances and the pool's info", () => {
    const calls = farmPublicCalls(cakeBnbFarm, MASTER_CHEF);
    expect(calls.map(({ address, functionName, args }) => ({ address, functionName, args }))).toEqual([
      { address: cakeBnbFarm.lpAddress, functionName: "balanceOf", args: [MASTER_CHEF] },
      { address: cakeBnbFarm.lpAddress, functionName: "totalSupply", args: undefined },
      { address: cakeBnbFarm.token.address, functionName: "balanceOf", args: [cakeBnbFarm.lpAddress] },
      { address: cakeBnbFarm.quoteToken.address, functionName: "balanceOf", args: [cakeBnbFarm.lpAddress] },
      { address: MASTER_CHEF, functionName: "poolInfo", args: [1n] },
    ]);
  });
});

describe("masterChefCalls", () => {
  it("reads the total allocation and the emission once", () => {
    expect(masterChefCalls(MASTER_CHEF).map(({ address, functionName }) => [address, functionName])).toEqual([
      [MASTER_CHEF, "totalAllocPoint"],
      [MASTER_CHEF, "cakePerBlock"],
    ]);
  });
});
