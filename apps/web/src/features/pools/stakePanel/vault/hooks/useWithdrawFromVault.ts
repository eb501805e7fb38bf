import { useCallback } from "react";
import type { TransactionReceipt } from "viem";
import { TransactionError, useAppChainConfig } from "../../../../../shared/chain/index.ts";
import { useSendStakingCall } from "../../../../staking/index.ts";
import type { VaultWithdrawPlan } from "../model/planVaultWithdraw.ts";
import { buildVaultWithdrawCall } from "../model/vaultStakingCalls.ts";

/** Redeems vault shares as planned (withdraw or withdrawAll); resolves once mined. */
export function useWithdrawFromVault(): (plan: VaultWithdrawPlan) => Promise<TransactionReceipt> {
  const send = useSendStakingCall();
  const vault = useAppChainConfig().contracts.cakeVault;
  return useCallback(
    async (plan) => {
      if (!vault) throw new TransactionError("unavailable", "No CAKE vault on this chain");
      // The unstake dialog shows the preview of this call for the typed amount.
      return send(buildVaultWithdrawCall(vault, plan), { shownBy: "dialog" });
    },
    [send, vault],
  );
}
