import { useBlockTimestamp } from "../../../../../shared/chain/index.ts";
import type { Vault } from "../../../vault/model/Vault.ts";
import {
  computeUnstakingFeeTimeLeft,
  type UnstakingFeeTimeLeft,
} from "../model/computeUnstakingFeeTimeLeft.ts";

/**
 * How long the account's withdrawals still pay the unstaking fee, counted on the chain's clock (the
 * latest block's timestamp, which is what the vault checks) and refreshed with every block; null when
 * no fee applies or the account's position or the clock is not known yet.
 */
export function useUnstakingFeeTimeLeft(vault: Vault): UnstakingFeeTimeLeft | null {
  const { data: blockTimestamp } = useBlockTimestamp();
  if (!vault.userData || blockTimestamp === undefined || blockTimestamp === null) return null;
  return computeUnstakingFeeTimeLeft({
    userShares: vault.userData.userShares,
    lastDepositedTime: vault.userData.lastDepositedTime,
    withdrawalFeePeriod: vault.fees.withdrawalFeePeriod,
    now: Number(blockTimestamp),
  });
}
