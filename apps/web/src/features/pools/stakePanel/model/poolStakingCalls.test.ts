import { describe, expect, it } from "vitest";
import { bnbStakingAbi, masterChefAbi, smartChefAbi } from "@griddle/sdk";
import { DEFAULT_GAS_LIMIT } from "../../../staking/index.ts";
import { buildCompoundCall, buildHarvestCall, buildStakeCall, buildUnstakeCall } from "./poolStakingCalls.ts";

const masterChef = "0x66F625B8c4c635af8b74ECe2d7eD0D58b4af3C3d";
const smartChef = "0x93cDEaCD43EB3eD80105cd36f3A6D5eA5558468f";
const bnbStaking = "0x2b5A4e5493d4a54E717057B127cf0C000C876f9B";
const cakePool = { sousId: 0, contractAddress: masterChef, isNativeStaking: false } as const;
const partnerPool = { sousId: 1, contractAddress: smartChef, isNativeStaking: false } as const;
const bnbPool = { sousId: 12, contractAddress: bnbStaking, isNativeStaking: true } as const;

describe("buildStakeCall", () => {
  it("enters staking in the manual CAKE pool", () => {
    expect(buildStakeCall(cakePool, 5n)).toEqual({
      address: masterChef,
      abi: masterChefAbi,
      functionName: "enterStaking",
      args: [5n],
      gas: DEFAULT_GAS_LIMIT,
    });
  });

  it("deposits in a SmartChef pool with the pools' gas limit", () => {
    expect(buildStakeCall(partnerPool, 7n)).toEqual({
      address: smartChef,
      abi: smartChefAbi,
      functionName: "deposit",
      args: [7n],
      gas: DEFAULT_GAS_LIMIT,
    });
  });

  it("sends the amount as value to the BNB pool", () => {
    expect(buildStakeCall(bnbPool, 9n)).toEqual({
      address: bnbStaking,
      abi: bnbStakingAbi,
      functionName: "deposit",
      args: [9n],
      value: 9n,
      gas: DEFAULT_GAS_LIMIT,
    });
  });
});

describe("buildUnstakeCall", () => {
  it("leaves staking in the manual CAKE pool and withdraws elsewhere", () => {
    expect(buildUnstakeCall(cakePool, 3n)).toMatchObject({ functionName: "leaveStaking", args: [3n] });
    expect(buildUnstakeCall(partnerPool, 3n)).toMatchObject({
      address: smartChef,
      abi: smartChefAbi,
      functionName: "withdraw",
      args: [3n],
    });
    const bnb = buildUnstakeCall(bnbPool, 3n);
    expect(bnb).toMatchObject({ abi: bnbStakingAbi, functionName: "withdraw", args: [3n] });
    expect(bnb.value).toBeUndefined();
  });
});

describe("buildHarvestCall", () => {
  it("harvests with leaveStaking(0) in the manual CAKE pool and deposit(0) elsewhere", () => {
    expect(buildHarvestCall(cakePool)).toMatchObject({ functionName: "leaveStaking", args: [0n] });
    expect(buildHarvestCall(partnerPool)).toMatchObject({ functionName: "deposit", args: [0n] });
    expect(buildHarvestCall(bnbPool)).toMatchObject({ functionName: "deposit", args: [0n], value: 0n });
  });
});

describe("buildCompoundCall", () => {
  it("restakes the pending reward in the manual CAKE pool", () => {
    expect(buildCompoundCall(cakePool, 42n)).toMatchObject({ functionName: "enterStaking", args: [42n] });
  });

  it("refuses pools that earn another token than they stake", () => {
    expect(() => buildCompoundCall(partnerPool, 42n)).toThrow(RangeError);
  });
});
