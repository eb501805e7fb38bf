import { CAKE_DECIMALS } from "../../../shared/chain/index.ts";
import { formatTokenAmount, formatUsdValue, toUsdValue } from "../../../shared/format/index.ts";

/** CAKE amounts on the lottery screen: 2 decimals for pots and prizes, rounded down. */
export function formatCake(raw: bigint, locale: string, fractionDigits = 2): string {
  return formatTokenAmount(raw, CAKE_DECIMALS, locale, fractionDigits);
}

/** '~$1,234.56' for a CAKE amount at `cakePriceUsd`; null without a price. */
export function formatCakeUsd(raw: bigint, cakePriceUsd: number | null, locale: string): string | null {
  const usd = toUsdValue(raw, CAKE_DECIMALS, cakePriceUsd);
  return usd === undefined ? null : `~$${formatUsdValue(usd, locale)}`;
}
