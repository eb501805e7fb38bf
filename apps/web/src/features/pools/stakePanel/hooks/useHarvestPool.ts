import { useCallback } from "react";
import type { TransactionReceipt } from "viem";
import { useSendStakingCall } from "../../../staking/index.ts";
import type { PoolConfig } from "../../model/Pool.ts";
import { buildHarvestCall } from "../model/poolStakingCalls.ts";

/** Sends `pool`'s pending reward to the wallet; resolves once mined. */
export function useHarvestPool(pool: PoolConfig): () => Promise<TransactionReceipt> {
  const send = useSendStakingCall();
  const { sousId, contractAddress, isNativeStaking } = pool;
  return useCallback(
    () => send(buildHarvestCall({ sousId, contractAddress, isNativeStaking })),
    [contractAddress, isNativeStaking, send, sousId],
  );
}
