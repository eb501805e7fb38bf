import { maxUint256 } from "viem";
import type { PoolConfig, PoolUserData } from "../../model/Pool.ts";
import { uintAt, uintOrNull } from "../../../../shared/chain/index.ts";

const USER_INFO_AMOUNT = 0;

/**
 * Reads back the results of poolUserCalls for one pool; for the BNB pool `nativeBalance` is the
 * account's BNB and the allowance is unlimited (the native coin needs none). Undefined while any part
 * is missing, so the position shows as loading rather than as zero (spec 000 section 8: a failed
 * user read leaves the data loading).
 */
export function parsePoolUserReads(
  pool: PoolConfig,
  results: readonly unknown[],
  nativeBalance: bigint | null | undefined,
): PoolUserData | undefined {
  const [allowance, stakingTokenBalance, stakedBalance, pendingReward] = pool.isNativeStaking
    ? [maxUint256, nativeBalance ?? null, uintAt(results[0], USER_INFO_AMOUNT), uintOrNull(results[1])]
    : [
        uintOrNull(results[0]),
        uintOrNull(results[1]),
        uintAt(results[2], USER_INFO_AMOUNT),
        uintOrNull(results[3]),
      ];
  if (
    allowance === null ||
    stakingTokenBalance === null ||
    stakedBalance === null ||
    pendingReward === null
  ) {
    return undefined;
  }
  return { allowance, stakingTokenBalance, stakedBalance, pendingReward };
}
