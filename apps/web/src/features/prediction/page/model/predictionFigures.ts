import { formatUnits } from "viem";
import {
  formatDecimal,
  formatDecimalString,
  formatTokenAmount,
  formatUsdPrice,
} from "../../../../shared/format/index.ts";
import { PREDICTION_PRICE_DECIMALS } from "../../model/predictionPriceDecimals.ts";
import { BET_DECIMALS } from "../../model/betCurrency.ts";

/** Decimals of prices on the cards: 3, as the page title's price (spec 001 section 9). */
const PRICE_DISPLAY_DECIMALS = 3;
/** Decimals of pots and bets on the cards. */
const BNB_DISPLAY_DECIMALS = 4;

/** A price of 8 decimals (not negative) rounded half up to 3 in exact arithmetic, as a number. */
function priceToNumber(price: bigint): number {
  const step = 10n ** BigInt(PREDICTION_PRICE_DECIMALS - PRICE_DISPLAY_DECIMALS);
  return Number(formatUnits((price + step / 2n) / step, PRICE_DISPLAY_DECIMALS));
}

/** A feed price (8 decimals) in dollars with 3 decimals, rounded half up: '$600.123'. */
export function formatPredictionPrice(price: bigint, locale: string): string {
  return formatUsdPrice(priceToNumber(price), locale, PRICE_DISPLAY_DECIMALS);
}

/** A price's move from the lock price, signed: '+$0.520', '-$1.000', '$0.000'. */
export function formatPriceChange(change: bigint, locale: string): string {
  const size = formatPredictionPrice(change < 0n ? -change : change, locale);
  if (change > 0n) return `+${size}`;
  return change < 0n ? `-${size}` : size;
}

/** A BNB amount in wei as the cards show pots and bets, 4 decimals rounded down: '0.1500'. */
export function formatBnbAmount(amount: bigint, locale: string): string {
  return formatTokenAmount(amount, BET_DECIMALS, locale, BNB_DISPLAY_DECIMALS);
}

/** A BNB amount in wei with every digit it has, for what a claim pays: '0.339499999999999999'. */
export function formatExactBnbAmount(amount: bigint, locale: string): string {
  return formatDecimalString(formatUnits(amount, BET_DECIMALS), locale);
}

/** A payout multiplier with 2 decimals: '2.91x'. */
export function formatPayoutMultiplier(multiplier: number, locale: string): string {
  return `${formatDecimal(multiplier, 2, locale)}x`;
}
