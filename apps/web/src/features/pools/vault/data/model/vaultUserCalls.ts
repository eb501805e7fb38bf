import { erc20Abi, type Address, type ContractFunctionParameters } from "viem";
import { cakeVaultAbi } from "@griddle/sdk";

/**
 * The account's vault position and wallet: [userInfo, CAKE allowance to the vault, CAKE balance].
 * parseVaultUserReads reads them back in this order.
 */
export function vaultUserCalls(
  vault: Address,
  cake: Address,
  account: Address,
): readonly ContractFunctionParameters[] {
  return [
    { address: vault, abi: cakeVaultAbi, functionName: "userInfo", args: [account] },
    { address: cake, abi: erc20Abi, functionName: "allowance", args: [account, vault] },
    { address: cake, abi: erc20Abi, functionName: "balanceOf", args: [account] },
  ];
}
