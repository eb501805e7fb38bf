import { useCallback } from "react";
import type { TransactionReceipt } from "viem";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { useSendStakingCall } from "../../../staking/index.ts";
import type { PoolConfig } from "../../model/Pool.ts";
import { buildCompoundCall } from "../model/poolStakingCalls.ts";

/** Restakes the manual CAKE pool's pending reward (a raw amount) in one transaction; resolves once mined. */
export function useCompoundCakePool(
  pool: PoolConfig,
): (pendingReward: bigint) => Promise<TransactionReceipt> {
  const { t } = useTranslation();
  const send = useSendStakingCall();
  const { sousId, contractAddress, isNativeStaking, earningToken } = pool;
  return useCallback(
    (pendingReward) =>
      send(buildCompoundCall({ sousId, contractAddress, isNativeStaking }, pendingReward), {
        title: t("Compound"),
        probeTargets: { tokens: [earningToken.address], allowances: [] },
      }),
    [contractAddress, earningToken.address, isNativeStaking, send, sousId, t],
  );
}
