import type { StakeMode } from "./StakeMode.ts";

export interface ComputeMaxFillAmountParameters {
  readonly mode: StakeMode;
  readonly walletBalance: bigint;
  /** What is staked now (for the vault: the CAKE value of the shares). */
  readonly stakedBalance: bigint;
  /** The per-user limit in raw units; 0n means none. */
  readonly stakingLimit: bigint;
  /** Native coin kept back for gas when the stake itself is the native coin (the BNB pool); else 0n. */
  readonly gasReserve: bigint;
}

/**
 * What the slider's 100% and the Max button fill (spec 000 section 5): unstaking, the staked balance;
 * staking, the available balance, which is the wallet balance less any gas reserve and, in a pool
 * with a per-user limit, no more than the room left under it, so Max never trips the limit message.
 */
export function computeMaxFillAmount({
  mode,
  walletBalance,
  stakedBalance,
  stakingLimit,
  gasReserve,
}: ComputeMaxFillAmountParameters): bigint {
  if (mode === "unstake") return stakedBalance;
  const spendable = walletBalance > gasReserve ? walletBalance - gasReserve : 0n;
  if (stakingLimit <= 0n) return spendable;
  const room = stakingLimit > stakedBalance ? stakingLimit - stakedBalance : 0n;
  return spendable < room ? spendable : room;
}
