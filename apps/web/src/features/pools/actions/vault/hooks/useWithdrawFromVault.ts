import { useCallback } from "react";
import type { TransactionReceipt } from "viem";
import { StakingTransactionError, useSendStakingCall } from "../../../../staking/index.ts";
import type { VaultWithdrawPlan } from "../model/planVaultWithdraw.ts";
import { buildVaultWithdrawCall } from "../model/vaultStakingCalls.ts";
import { useCakeVaultAddress } from "../../../vault/data/useCakeVaultAddress.ts";

/** Redeems vault shares as planned (withdraw or withdrawAll); resolves once mined. */
export function useWithdrawFromVault(): (plan: VaultWithdrawPlan) => Promise<TransactionReceipt> {
  const send = useSendStakingCall();
  const vault = useCakeVaultAddress();
  return useCallback(
    async (plan) => {
      if (!vault) throw new StakingTransactionError("No CAKE vault on this chain");
      return send(buildVaultWithdrawCall(vault, plan));
    },
    [send, vault],
  );
}
