import { bnbStakingAbi, masterChefAbi, smartChefAbi } from "@griddle/sdk";
import type { PoolConfig } from "../../model/Pool.ts";
import { DEFAULT_GAS_LIMIT, type StakingCall } from "../../../staking/index.ts";
import { isManualCakePool } from "./isManualCakePool.ts";

type PoolTarget = Pick<PoolConfig, "sousId" | "contractAddress" | "isNativeStaking">;

/**
 * Stakes `amount` (spec 000 section 7, Writes): enterStaking in the manual CAKE pool, deposit in a
 * SmartChef, and deposit with the amount as value in the BNB pool.
 */
export function buildStakeCall(pool: PoolTarget, amount: bigint): StakingCall {
  if (isManualCakePool(pool)) {
    return {
      address: pool.contractAddress,
      abi: masterChefAbi,
      functionName: "enterStaking",
      args: [amount],
      gas: DEFAULT_GAS_LIMIT,
    };
  }
  if (pool.isNativeStaking) {
    return {
      address: pool.contractAddress,
      abi: bnbStakingAbi,
      functionName: "deposit",
      args: [amount],
      value: amount,
      gas: DEFAULT_GAS_LIMIT,
    };
  }
  return {
    address: pool.contractAddress,
    abi: smartChefAbi,
    functionName: "deposit",
    args: [amount],
    gas: DEFAULT_GAS_LIMIT,
  };
}

/** Takes `amount` out, which also harvests: leaveStaking in the manual CAKE pool, withdraw elsewhere. */
export function buildUnstakeCall(pool: PoolTarget, amount: bigint): StakingCall {
  if (isManualCakePool(pool)) {
    return {
      address: pool.contractAddress,
      abi: masterChefAbi,
      functionName: "leaveStaking",
      args: [amount],
      gas: DEFAULT_GAS_LIMIT,
    };
  }
  return {
    address: pool.contractAddress,
    abi: pool.isNativeStaking ? bnbStakingAbi : smartChefAbi,
    functionName: "withdraw",
    args: [amount],
    gas: DEFAULT_GAS_LIMIT,
  };
}

/** Sends the pending reward to the wallet: a stake or unstake of 0 (no value for the BNB pool). */
export function buildHarvestCall(pool: PoolTarget): StakingCall {
  return isManualCakePool(pool) ? buildUnstakeCall(pool, 0n) : buildStakeCall(pool, 0n);
}

/**
 * Restakes the manual CAKE pool's reward: enterStaking pays out what is pending and stakes
 * `pendingReward` back in the same transaction. Only pool 0 earns what it stakes.
 */
export function buildCompoundCall(pool: PoolTarget, pendingReward: bigint): StakingCall {
  if (!isManualCakePool(pool)) {
    throw new RangeError(`Only the manual CAKE pool compounds, not pool ${pool.sousId}`);
  }
  return buildStakeCall(pool, pendingReward);
}
