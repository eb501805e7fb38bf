import { uintAt, uintOrNull } from "../../../../shared/chain/index.ts";
import type { FarmUserData } from "../../model/Farm.ts";

const USER_INFO_AMOUNT = 0;

/**
 * Reads back the results of farmUserCalls for one farm. Undefined while any part is missing, so the
 * position shows as loading rather than as zero.
 */
export function parseFarmUserReads(results: readonly unknown[]): FarmUserData | undefined {
  const allowance = uintOrNull(results[0]);
  const tokenBalance = uintOrNull(results[1]);
  const stakedBalance = uintAt(results[2], USER_INFO_AMOUNT);
  const earnings = uintOrNull(results[3]);
  if (allowance === null || tokenBalance === null || stakedBalance === null || earnings === null) {
    return undefined;
  }
  return { allowance, tokenBalance, stakedBalance, earnings };
}
