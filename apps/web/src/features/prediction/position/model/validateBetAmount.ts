import { formatUnits } from "viem";
import type { TranslatableText } from "../../../../shared/i18n/index.ts";
import { BET_DECIMALS, BET_SYMBOL } from "../../model/betCurrency.ts";

export interface ValidateBetAmountParameters {
  /** The typed amount in wei; undefined while the field is empty. */
  readonly amount: bigint | undefined;
  /** The game's minimum bet, in wei. */
  readonly minBetAmount: bigint;
  /** The wallet's BNB, in wei. */
  readonly balance: bigint;
}

export interface BetAmountValidation {
  readonly canConfirm: boolean;
  /** Shown under the field; undefined when the amount is fine or not typed yet. */
  readonly error: TranslatableText | undefined;
}

/**
 * Spec 001 section 5: a bet needs at least the game's minimum (read from the chain, 0.001 BNB by
 * default) and no more than the wallet's BNB balance.
 */
export function validateBetAmount({
  amount,
  minBetAmount,
  balance,
}: ValidateBetAmountParameters): BetAmountValidation {
  if (amount === undefined || amount === 0n) return { canConfirm: false, error: undefined };
  if (amount < minBetAmount) {
    return {
      canConfirm: false,
      error: {
        key: "A minimum amount of %amount% %symbol% is required",
        data: { amount: formatUnits(minBetAmount, BET_DECIMALS), symbol: BET_SYMBOL },
      },
    };
  }
  if (amount > balance) {
    return {
      canConfirm: false,
      error: { key: "Insufficient %symbol% balance", data: { symbol: BET_SYMBOL } },
    };
  }
  return { canConfirm: true, error: undefined };
}
