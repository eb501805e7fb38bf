import { convertCakeToShares } from "./convertVaultShares.ts";

/** Shares a withdrawal may leave behind before it becomes withdrawAll (spec 000 section 5): 1e12. */
export const VAULT_FULL_WITHDRAW_THRESHOLD = 10n ** 12n;

/** Which vault call takes an amount of CAKE out. */
export type VaultWithdrawPlan =
  { readonly kind: "withdrawAll" } | { readonly kind: "withdraw"; readonly shares: bigint };

export interface PlanVaultWithdrawParameters {
  readonly cakeAmount: bigint;
  readonly userShares: bigint;
  readonly pricePerFullShare: bigint;
}

/**
 * Converts the CAKE to unstake into shares; when that would leave 1e12 shares or fewer, withdraws all
 * instead, so no unredeemable dust stays behind and Max never asks for more shares than are held.
 */
export function planVaultWithdraw({
  cakeAmount,
  userShares,
  pricePerFullShare,
}: PlanVaultWithdrawParameters): VaultWithdrawPlan {
  const shares = convertCakeToShares(cakeAmount, pricePerFullShare);
  return userShares - shares <= VAULT_FULL_WITHDRAW_THRESHOLD
    ? { kind: "withdrawAll" }
    : { kind: "withdraw", shares };
}
