import { describe, expect, it } from "vitest";
import { masterChefAbi } from "@griddle/sdk";
import { buildFarmHarvestCall, buildFarmStakeCall, buildFarmUnstakeCall } from "./farmStakingCalls.ts";

const masterChef = "0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6";
const farm = { pid: 7, masterChef } as const;

describe("farm staking calls", () => {
  it("stakes with deposit(pid, amount) at the generic gas limit of 200000", () => {
    expect(buildFarmStakeCall(farm, 5n)).toEqual({
      address: masterChef,
      abi: masterChefAbi,
      functionName: "deposit",
      args: [7n, 5n],
      gas: 200_000n,
    });
  });

  it("unstakes with withdraw(pid, amount)", () => {
    expect(buildFarmUnstakeCall(farm, 5n)).toMatchObject({
      address: masterChef,
      functionName: "withdraw",
      args: [7n, 5n],
      gas: 200_000n,
    });
  });

  it("harvests with a deposit of 0", () => {
    expect(buildFarmHarvestCall(farm)).toMatchObject({
      functionName: "deposit",
      args: [7n, 0n],
      gas: 200_000n,
    });
  });
});
