import { formatUnits } from "viem";
import type { TranslatableText } from "../../../../shared/i18n/index.ts";
import type { StakeMode } from "./StakeMode.ts";

export interface ValidateStakeAmountParameters {
  readonly mode: StakeMode;
  /** The typed amount in raw units; undefined when the field is empty. */
  readonly amount: bigint | undefined;
  /** The wallet's staking-token balance. */
  readonly walletBalance: bigint;
  /** What is staked now (for the vault: the CAKE value of the shares). */
  readonly stakedBalance: bigint;
  /** The per-user limit in raw units; 0n means none. */
  readonly stakingLimit: bigint;
  readonly symbol: string;
  readonly decimals: number;
}

export interface StakeAmountValidation {
  readonly canConfirm: boolean;
  /** Shown under the field; undefined when the amount is fine or simply missing. */
  readonly error: TranslatableText | undefined;
}

/**
 * The stake amount rules of spec 000 section 5: Confirm needs a non-empty amount above zero; a stake
 * that would take the position over the per-user limit is flagged 'Maximum total stake: %amount%
 * %token%'; and no more than the wallet holds (or, unstaking, than is staked) can be sent.
 */
export function validateStakeAmount({
  mode,
  amount,
  walletBalance,
  stakedBalance,
  stakingLimit,
  symbol,
  decimals,
}: ValidateStakeAmountParameters): StakeAmountValidation {
  if (amount === undefined || amount <= 0n) return { canConfirm: false, error: undefined };
  if (mode === "stake" && stakingLimit > 0n && amount + stakedBalance > stakingLimit) {
    return {
      canConfirm: false,
      error: {
        key: "Maximum total stake: %amount% %token%",
        data: { amount: formatUnits(stakingLimit, decimals), token: symbol },
      },
    };
  }
  const held = mode === "stake" ? walletBalance : stakedBalance;
  if (amount > held) {
    return { canConfirm: false, error: { key: "Insufficient %symbol% balance", data: { symbol } } };
  }
  return { canConfirm: true, error: undefined };
}
