import { erc20Abi, type Address, type ContractFunctionParameters } from "viem";
import { masterChefAbi } from "@griddle/sdk";
import type { FarmConfig } from "../../model/Farm.ts";

/**
 * What every visitor's farm row needs, read once per block (spec 000 section 7, Farm reads), as
 * PancakeSwap's fetchFarm reads it: [LP staked in MasterChef (its LP balance), LP total supply, the
 * pair's token balance, the pair's quote-token balance, poolInfo(pid)]. parseFarmPublicReads reads
 * them back.
 */
export function farmPublicCalls(
  farm: FarmConfig,
  masterChef: Address,
): readonly ContractFunctionParameters[] {
  const lp = farm.lpAddress;
  return [
    { address: lp, abi: erc20Abi, functionName: "balanceOf", args: [masterChef] },
    { address: lp, abi: erc20Abi, functionName: "totalSupply" },
    { address: farm.token.address, abi: erc20Abi, functionName: "balanceOf", args: [lp] },
    { address: farm.quoteToken.address, abi: erc20Abi, functionName: "balanceOf", args: [lp] },
    { address: masterChef, abi: masterChefAbi, functionName: "poolInfo", args: [BigInt(farm.pid)] },
  ];
}

/** MasterChef's figures shared by every farm, read once per batch: [totalAllocPoint, cakePerBlock]. */
export function masterChefCalls(masterChef: Address): readonly ContractFunctionParameters[] {
  return [
    { address: masterChef, abi: masterChefAbi, functionName: "totalAllocPoint" },
    { address: masterChef, abi: masterChefAbi, functionName: "cakePerBlock" },
  ];
}
