import { useCallback } from "react";
import type { TransactionReceipt } from "viem";
import { useSendStakingCall } from "../../../staking/index.ts";
import type { PoolConfig } from "../../model/Pool.ts";
import { buildUnstakeCall } from "../model/poolStakingCalls.ts";

/** Takes a raw amount out of `pool`, which also harvests its pending reward; resolves once mined. */
export function useUnstakeFromPool(pool: PoolConfig): (amount: bigint) => Promise<TransactionReceipt> {
  const send = useSendStakingCall();
  const { sousId, contractAddress, isNativeStaking } = pool;
  return useCallback(
    // The unstake dialog shows the preview of this call for the typed amount.
    (amount) =>
      send(buildUnstakeCall({ sousId, contractAddress, isNativeStaking }, amount), { shownBy: "dialog" }),
    [contractAddress, isNativeStaking, send, sousId],
  );
}
