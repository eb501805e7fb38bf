import { useCallback } from "react";
import type { TransactionReceipt } from "viem";
import { useSendStakingCall } from "../../../staking/index.ts";
import type { PoolConfig } from "../../model/Pool.ts";
import { buildCompoundCall } from "../model/poolStakingCalls.ts";

/** Restakes the manual CAKE pool's pending reward (a raw amount) in one transaction; resolves once mined. */
export function useCompoundCakePool(
  pool: PoolConfig,
): (pendingReward: bigint) => Promise<TransactionReceipt> {
  const send = useSendStakingCall();
  const { sousId, contractAddress, isNativeStaking } = pool;
  return useCallback(
    (pendingReward) => send(buildCompoundCall({ sousId, contractAddress, isNativeStaking }, pendingReward)),
    [contractAddress, isNativeStaking, send, sousId],
  );
}
