import { describe, expect, it } from "vitest";
import { farmUserCalls } from "./farmUserCalls.ts";
import { ACCOUNT, cakeBnbFarm, MASTER_CHEF } from "./farmTestFixtures.ts";

describe("farmUserCalls", () => {
  it("reads the LP allowance and balance, the staked amount and the pending CAKE", () => {
    const calls = farmUserCalls(cakeBnbFarm, MASTER_CHEF, ACCOUNT);
    expect(calls.map(({ address, functionName, args }) => ({ address, functionName, args }))).toEqual([
      { address: cakeBnbFarm.lpAddress, functionName: "allowance", args: [ACCOUNT, MASTER_CHEF] },
      { address: cakeBnbFarm.lpAddress, functionName: "balanceOf", args: [ACCOUNT] },
      { address: MASTER_CHEF, functionName: "userInfo", args: [1n, ACCOUNT] },
      { address: MASTER_CHEF, functionName: "pendingCake", args: [1n, ACCOUNT] },
    ]);
  });
});
