import type { Address, ContractFunctionParameters } from "viem";
import { cakeVaultAbi } from "@griddle/sdk";

/**
 * The vault as every visitor sees it (spec 000 section 7, Vault reads), plus balanceOf(): the CAKE
 * it manages. parseVaultPublicReads reads them back in this order.
 */
export function vaultPublicCalls(vault: Address): readonly ContractFunctionParameters[] {
  return [
    { address: vault, abi: cakeVaultAbi, functionName: "getPricePerFullShare" },
    { address: vault, abi: cakeVaultAbi, functionName: "totalShares" },
    { address: vault, abi: cakeVaultAbi, functionName: "balanceOf" },
    { address: vault, abi: cakeVaultAbi, functionName: "calculateHarvestCakeRewards" },
    { address: vault, abi: cakeVaultAbi, functionName: "calculateTotalPendingCakeRewards" },
    { address: vault, abi: cakeVaultAbi, functionName: "performanceFee" },
    { address: vault, abi: cakeVaultAbi, functionName: "callFee" },
    { address: vault, abi: cakeVaultAbi, functionName: "withdrawFee" },
    { address: vault, abi: cakeVaultAbi, functionName: "withdrawFeePeriod" },
  ];
}
