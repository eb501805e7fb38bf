import type { Address } from "viem";
import { cakeVaultAbi } from "@griddle/sdk";
import { VAULT_GAS_LIMIT, VAULT_HARVEST_GAS_LIMIT, type StakingCall } from "../../../../staking/index.ts";
import type { VaultWithdrawPlan } from "./planVaultWithdraw.ts";

/** Deposits `amount` CAKE in the vault (spec 000 section 7, Writes: vault gas limit 380000). */
export function buildVaultDepositCall(vault: Address, amount: bigint): StakingCall {
  return { address: vault, abi: cakeVaultAbi, functionName: "deposit", args: [amount], gas: VAULT_GAS_LIMIT };
}

/** Redeems shares as planned: withdraw(shares), or withdrawAll when only dust would remain. */
export function buildVaultWithdrawCall(vault: Address, plan: VaultWithdrawPlan): StakingCall {
  return plan.kind === "withdrawAll"
    ? { address: vault, abi: cakeVaultAbi, functionName: "withdrawAll", args: [], gas: VAULT_GAS_LIMIT }
    : {
        address: vault,
        abi: cakeVaultAbi,
        functionName: "withdraw",
        args: [plan.shares],
        gas: VAULT_GAS_LIMIT,
      };
}

/** Compounds everyone's pending CAKE and pays the caller the bounty (gas limit 300000). */
export function buildVaultHarvestCall(vault: Address): StakingCall {
  return {
    address: vault,
    abi: cakeVaultAbi,
    functionName: "harvest",
    args: [],
    gas: VAULT_HARVEST_GAS_LIMIT,
  };
}
