import type { Address } from "viem";
import { masterChefAbi } from "@griddle/sdk";
import { DEFAULT_GAS_LIMIT, type StakingCall } from "../../staking/index.ts";

/** Which farm a write goes to: its pid on the chain's MasterChef. */
export interface FarmTarget {
  readonly pid: number;
  readonly masterChef: Address;
}

/**
 * Stakes `amount` LP in the farm (spec 000 section 7, Writes: deposit(pid, amount) with the fixed
 * gas limit); MasterChef pays out the pending CAKE on the way.
 */
export function buildFarmStakeCall(farm: FarmTarget, amount: bigint): StakingCall {
  return {
    address: farm.masterChef,
    abi: masterChefAbi,
    functionName: "deposit",
    args: [BigInt(farm.pid), amount],
    gas: DEFAULT_GAS_LIMIT,
  };
}

/** Takes `amount` LP out of the farm, which also pays out the pending CAKE: withdraw(pid, amount). */
export function buildFarmUnstakeCall(farm: FarmTarget, amount: bigint): StakingCall {
  return {
    address: farm.masterChef,
    abi: masterChefAbi,
    functionName: "withdraw",
    args: [BigInt(farm.pid), amount],
    gas: DEFAULT_GAS_LIMIT,
  };
}

/** Sends the farm's pending CAKE to the wallet: a deposit of 0. */
export function buildFarmHarvestCall(farm: FarmTarget): StakingCall {
  return buildFarmStakeCall(farm, 0n);
}
