import { useCallback } from "react";
import type { TransactionReceipt } from "viem";
import { StakingTransactionError, useSendStakingCall } from "../../../../staking/index.ts";
import { buildVaultDepositCall } from "../model/vaultStakingCalls.ts";
import { useCakeVaultAddress } from "../../../vault/data/useCakeVaultAddress.ts";

/** Deposits a raw CAKE amount in the vault, restarting the unstaking-fee period; resolves once mined. */
export function useDepositInVault(): (amount: bigint) => Promise<TransactionReceipt> {
  const send = useSendStakingCall();
  const vault = useCakeVaultAddress();
  return useCallback(
    async (amount) => {
      if (!vault) throw new StakingTransactionError("No CAKE vault on this chain");
      return send(buildVaultDepositCall(vault, amount));
    },
    [send, vault],
  );
}
