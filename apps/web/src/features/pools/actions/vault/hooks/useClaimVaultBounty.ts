import { useCallback } from "react";
import type { TransactionReceipt } from "viem";
import { StakingTransactionError, useSendStakingCall } from "../../../../staking/index.ts";
import { buildVaultHarvestCall } from "../model/vaultStakingCalls.ts";
import { useCakeVaultAddress } from "../../../vault/data/useCakeVaultAddress.ts";

/** Calls the vault's harvest, which compounds for everyone and pays the caller the bounty; resolves once mined. */
export function useClaimVaultBounty(): () => Promise<TransactionReceipt> {
  const send = useSendStakingCall();
  const vault = useCakeVaultAddress();
  return useCallback(async () => {
    if (!vault) throw new StakingTransactionError("No CAKE vault on this chain");
    return send(buildVaultHarvestCall(vault));
  }, [send, vault]);
}
