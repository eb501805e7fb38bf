import { amountForPercent } from "../../../staking/index.ts";
import { NATIVE_GAS_RESERVE } from "../../../tokens/index.ts";

/** The quick amounts under the bet field, in percent of the BNB balance; 100 is Max. */
export const BET_AMOUNT_PERCENTS = [10, 25, 50, 75, 100] as const;

/**
 * The amount a quick button fills in, in wei: that share of the BNB balance (rounded down), or for
 * Max (100) the whole balance less the BNB the wallet keeps for gas (0.01 BNB), never below 0.
 */
export function betAmountForChoice(balance: bigint, percent: number): bigint {
  if (percent < 100) return amountForPercent(balance, percent);
  return balance > NATIVE_GAS_RESERVE ? balance - NATIVE_GAS_RESERVE : 0n;
}
