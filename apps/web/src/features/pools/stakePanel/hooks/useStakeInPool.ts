import { useCallback } from "react";
import type { TransactionReceipt } from "viem";
import { useSendStakingCall } from "../../../staking/index.ts";
import type { PoolConfig } from "../../model/Pool.ts";
import { buildStakeCall } from "../model/poolStakingCalls.ts";

/** Stakes a raw amount in `pool` (harvesting its pending reward on the way); resolves once mined. */
export function useStakeInPool(pool: PoolConfig): (amount: bigint) => Promise<TransactionReceipt> {
  const send = useSendStakingCall();
  const { sousId, contractAddress, isNativeStaking } = pool;
  return useCallback(
    // The stake dialog shows the preview of this call for the typed amount.
    (amount) =>
      send(buildStakeCall({ sousId, contractAddress, isNativeStaking }, amount), { shownBy: "dialog" }),
    [contractAddress, isNativeStaking, send, sousId],
  );
}
