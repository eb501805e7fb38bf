import type { VaultUserData } from "../../model/Vault.ts";
import { safeNumberOrNull, uintAt, uintOrNull } from "../../../../../shared/chain/index.ts";

const SHARES = 0;
const LAST_DEPOSITED_TIME = 1;
const CAKE_AT_LAST_USER_ACTION = 2;
const LAST_USER_ACTION_TIME = 3;

function safeNumberAt(value: unknown, index: number): number | null {
  return safeNumberOrNull(uintAt(value, index));
}

/**
 * Reads back the results of vaultUserCalls. Undefined while any part is missing: spec 000 section 8
 * has a failed vault user read leave the position loading.
 */
export function parseVaultUserReads(results: readonly unknown[]): VaultUserData | undefined {
  const [userInfo, allowance, cakeBalance] = results;
  const data = {
    userShares: uintAt(userInfo, SHARES),
    cakeAtLastUserAction: uintAt(userInfo, CAKE_AT_LAST_USER_ACTION),
    lastDepositedTime: safeNumberAt(userInfo, LAST_DEPOSITED_TIME),
    lastUserActionTime: safeNumberAt(userInfo, LAST_USER_ACTION_TIME),
    allowance: uintOrNull(allowance),
    cakeBalance: uintOrNull(cakeBalance),
  };
  if (
    data.userShares === null ||
    data.cakeAtLastUserAction === null ||
    data.lastDepositedTime === null ||
    data.lastUserActionTime === null ||
    data.allowance === null ||
    data.cakeBalance === null
  ) {
    return undefined;
  }
  return {
    userShares: data.userShares,
    cakeAtLastUserAction: data.cakeAtLastUserAction,
    lastDepositedTime: data.lastDepositedTime,
    lastUserActionTime: data.lastUserActionTime,
    allowance: data.allowance,
    cakeBalance: data.cakeBalance,
  };
}
