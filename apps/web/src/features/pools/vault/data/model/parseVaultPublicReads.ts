import type { VaultPublicData } from "../../model/Vault.ts";
import { safeNumberOrNull, uintOrNull } from "../../../../../shared/chain/index.ts";

/** The vault's own reads; the APY and CAKE price come from the manual pool and the pairs. */
export type VaultChainState = Omit<VaultPublicData, "apy" | "cakePrice">;

/**
 * Reads back the results of vaultPublicCalls. Null when any of them did not answer: the vault's
 * figures only make sense together (shares against price per share, fees against rewards).
 */
export function parseVaultPublicReads(results: readonly unknown[]): VaultChainState | null {
  const [
    pricePerFullShare,
    totalShares,
    totalCakeInVault,
    estimatedCakeBountyReward,
    totalPendingCakeHarvest,
    performanceFee,
    callFee,
    withdrawalFee,
    withdrawalFeePeriod,
  ] = results;
  const state = {
    pricePerFullShare: uintOrNull(pricePerFullShare),
    totalShares: uintOrNull(totalShares),
    totalCakeInVault: uintOrNull(totalCakeInVault),
    estimatedCakeBountyReward: uintOrNull(estimatedCakeBountyReward),
    totalPendingCakeHarvest: uintOrNull(totalPendingCakeHarvest),
  };
  const fees = {
    performanceFee: safeNumberOrNull(performanceFee),
    callFee: safeNumberOrNull(callFee),
    withdrawalFee: safeNumberOrNull(withdrawalFee),
    withdrawalFeePeriod: safeNumberOrNull(withdrawalFeePeriod),
  };
  if (
    state.pricePerFullShare === null ||
    state.totalShares === null ||
    state.totalCakeInVault === null ||
    state.estimatedCakeBountyReward === null ||
    state.totalPendingCakeHarvest === null ||
    fees.performanceFee === null ||
    fees.callFee === null ||
    fees.withdrawalFee === null ||
    fees.withdrawalFeePeriod === null
  ) {
    return null;
  }
  return {
    pricePerFullShare: state.pricePerFullShare,
    totalShares: state.totalShares,
    totalCakeInVault: state.totalCakeInVault,
    estimatedCakeBountyReward: state.estimatedCakeBountyReward,
    totalPendingCakeHarvest: state.totalPendingCakeHarvest,
    fees: {
      performanceFee: fees.performanceFee,
      callFee: fees.callFee,
      withdrawalFee: fees.withdrawalFee,
      withdrawalFeePeriod: fees.withdrawalFeePeriod,
    },
  };
}
