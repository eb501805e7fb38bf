import { erc20Abi, type Address, type ContractFunctionParameters } from "viem";
import { masterChefAbi } from "@griddle/sdk";
import type { FarmConfig } from "../../model/Farm.ts";

/**
 * The account's position in one farm, read once per block with the page's other reads (spec 000
 * section 7): [LP allowance to MasterChef, LP balance, userInfo(pid, account), pendingCake(pid, account)].
 */
export function farmUserCalls(
  farm: FarmConfig,
  masterChef: Address,
  account: Address,
): readonly ContractFunctionParameters[] {
  const lp = farm.lpAddress;
  const pid = BigInt(farm.pid);
  return [
    { address: lp, abi: erc20Abi, functionName: "allowance", args: [account, masterChef] },
    { address: lp, abi: erc20Abi, functionName: "balanceOf", args: [account] },
    { address: masterChef, abi: masterChefAbi, functionName: "userInfo", args: [pid, account] },
    { address: masterChef, abi: masterChefAbi, functionName: "pendingCake", args: [pid, account] },
  ];
}
