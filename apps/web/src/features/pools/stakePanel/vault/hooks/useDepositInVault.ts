import { useCallback } from "react";
import type { TransactionReceipt } from "viem";
import { TransactionError, useAppChainConfig } from "../../../../../shared/chain/index.ts";
import { useSendStakingCall } from "../../../../staking/index.ts";
import { buildVaultDepositCall } from "../model/vaultStakingCalls.ts";

/** Deposits a raw CAKE amount in the vault, restarting the unstaking-fee period; resolves once mined. */
export function useDepositInVault(): (amount: bigint) => Promise<TransactionReceipt> {
  const send = useSendStakingCall();
  const vault = useAppChainConfig().contracts.cakeVault;
  return useCallback(
    async (amount) => {
      if (!vault) throw new TransactionError("unavailable", "No CAKE vault on this chain");
      // The stake dialog shows the preview of this call for the typed amount.
      return send(buildVaultDepositCall(vault, amount), { shownBy: "dialog" });
    },
    [send, vault],
  );
}
