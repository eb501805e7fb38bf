import { erc20Abi, type ContractFunctionParameters } from "viem";
import { bnbStakingAbi, masterChefAbi, smartChefAbi } from "@griddle/sdk";
import type { PoolConfig } from "../../model/Pool.ts";
import type { TotalStakedSource } from "./PoolCatalogue.ts";

/** The manual CAKE pool is MasterChef's pool 0. */
export const MANUAL_POOL_ID = 0n;

function totalStakedCall(pool: PoolConfig, source: TotalStakedSource): ContractFunctionParameters {
  if (source === "tokenBalance") {
    return {
      address: pool.stakingToken.address,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [pool.contractAddress],
    };
  }
  return pool.sousId === 0
    ? {
        address: pool.contractAddress,
        abi: masterChefAbi,
        functionName: "totalStaked",
        args: [MANUAL_POOL_ID],
      }
    : {
        address: pool.contractAddress,
        abi: pool.isNativeStaking ? bnbStakingAbi : smartChefAbi,
        functionName: "totalStaked",
      };
}

/**
 * What every visitor's pool row needs, read once per block (spec 000 section 7, Pool reads).
 * The manual CAKE pool: [startBlock, totalStaked, poolInfo(0), totalAllocPoint, cakePerBlock], its
 * reward per block being its share of the emission. Other pools: [startBlock, bonusEndBlock,
 * totalStaked, poolLimitPerUser, rewardPerBlock]. parsePoolPublicReads reads them back.
 */
export function poolPublicCalls(
  pool: PoolConfig,
  source: TotalStakedSource,
): readonly ContractFunctionParameters[] {
  const address = pool.contractAddress;
  if (pool.sousId === 0) {
    return [
      { address, abi: masterChefAbi, functionName: "startBlock" },
      totalStakedCall(pool, source),
      { address, abi: masterChefAbi, functionName: "poolInfo", args: [MANUAL_POOL_ID] },
      { address, abi: masterChefAbi, functionName: "totalAllocPoint" },
      { address, abi: masterChefAbi, functionName: "cakePerBlock" },
    ];
  }
  const abi = pool.isNativeStaking ? bnbStakingAbi : smartChefAbi;
  return [
    { address, abi, functionName: "startBlock" },
    { address, abi, functionName: "bonusEndBlock" },
    totalStakedCall(pool, source),
    { address, abi, functionName: "poolLimitPerUser" },
    { address, abi, functionName: "rewardPerBlock" },
  ];
}
