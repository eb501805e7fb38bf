import { useCallback } from "react";
import type { TransactionReceipt } from "viem";
import { TransactionError, useAppChainConfig } from "../../../../../shared/chain/index.ts";
import { useTranslation } from "../../../../../shared/i18n/index.ts";
import { useSendStakingCall } from "../../../../staking/index.ts";
import { buildVaultHarvestCall } from "../model/vaultStakingCalls.ts";

/** Calls the vault's harvest, which compounds for everyone and pays the caller the bounty; resolves once mined. */
export function useClaimVaultBounty(): () => Promise<TransactionReceipt> {
  const { t } = useTranslation();
  const send = useSendStakingCall();
  const { cakeVault: vault, cake } = useAppChainConfig().contracts;
  return useCallback(async () => {
    if (!vault) throw new TransactionError("unavailable", "No CAKE vault on this chain");
    return send(buildVaultHarvestCall(vault), {
      title: t("Claim Bounty"),
      probeTargets: { tokens: [cake], allowances: [] },
    });
  }, [cake, send, t, vault]);
}
