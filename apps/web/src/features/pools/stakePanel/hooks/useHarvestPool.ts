import { useCallback } from "react";
import type { TransactionReceipt } from "viem";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { useSendStakingCall } from "../../../staking/index.ts";
import type { PoolConfig } from "../../model/Pool.ts";
import { buildHarvestCall } from "../model/poolStakingCalls.ts";

/** Sends `pool`'s pending reward to the wallet; resolves once mined. */
export function useHarvestPool(pool: PoolConfig): () => Promise<TransactionReceipt> {
  const { t } = useTranslation();
  const send = useSendStakingCall();
  const { sousId, contractAddress, isNativeStaking, earningToken } = pool;
  return useCallback(
    () =>
      send(buildHarvestCall({ sousId, contractAddress, isNativeStaking }), {
        title: t("Harvest"),
        probeTargets: { tokens: [earningToken.address], allowances: [] },
      }),
    [contractAddress, earningToken.address, isNativeStaking, send, sousId, t],
  );
}
