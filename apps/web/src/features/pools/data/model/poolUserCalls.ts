import { erc20Abi, type Address, type ContractFunctionParameters } from "viem";
import { bnbStakingAbi, masterChefAbi, smartChefAbi } from "@griddle/sdk";
import type { PoolConfig } from "../../model/Pool.ts";
import { MANUAL_POOL_ID } from "./poolPublicCalls.ts";

/**
 * The account's position in one pool, read once per block with the page's other reads (spec 000
 * section 7): [allowance, staking-token balance, userInfo, pending reward] — the manual CAKE pool by
 * pool id 0 on MasterChef. The BNB pool reads [userInfo, pendingReward] only: its stake is the native
 * coin, which needs no allowance and whose balance comes from the multicall's getEthBalance.
 */
export function poolUserCalls(pool: PoolConfig, account: Address): readonly ContractFunctionParameters[] {
  const address = pool.contractAddress;
  if (pool.isNativeStaking) {
    return [
      { address, abi: bnbStakingAbi, functionName: "userInfo", args: [account] },
      { address, abi: bnbStakingAbi, functionName: "pendingReward", args: [account] },
    ];
  }
  const token = pool.stakingToken.address;
  const wallet: readonly ContractFunctionParameters[] = [
    { address: token, abi: erc20Abi, functionName: "allowance", args: [account, address] },
    { address: token, abi: erc20Abi, functionName: "balanceOf", args: [account] },
  ];
  if (pool.sousId === 0) {
    return [
      ...wallet,
      { address, abi: masterChefAbi, functionName: "userInfo", args: [MANUAL_POOL_ID, account] },
      { address, abi: masterChefAbi, functionName: "pendingCake", args: [MANUAL_POOL_ID, account] },
    ];
  }
  return [
    ...wallet,
    { address, abi: smartChefAbi, functionName: "userInfo", args: [account] },
    { address, abi: smartChefAbi, functionName: "pendingReward", args: [account] },
  ];
}
