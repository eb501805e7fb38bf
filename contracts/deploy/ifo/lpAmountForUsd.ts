import { parseUnits } from "viem";

/** What prices a pair's LP: its reserves, its LP supply and both sides' dollar prices (decimal strings). */
export interface LpPricing {
  readonly reserveA: bigint;
  readonly decimalsA: number;
  readonly usdPriceA: string;
  readonly reserveB: bigint;
  readonly decimalsB: number;
  readonly usdPriceB: string;
  readonly totalSupply: bigint;
}

const USD_DECIMALS = 18;

/** LP base units worth `usd` dollars at the pair's reserves and the sides' prices, rounded down. */
export function lpAmountForUsd(usd: bigint, pricing: LpPricing): bigint {
  const sideValue = (reserve: bigint, decimals: number, usdPrice: string) =>
    (reserve * parseUnits(usdPrice, USD_DECIMALS)) / 10n ** BigInt(decimals);
  const poolValue =
    sideValue(pricing.reserveA, pricing.decimalsA, pricing.usdPriceA) +
    sideValue(pricing.reserveB, pricing.decimalsB, pricing.usdPriceB);
  return (usd * 10n ** BigInt(USD_DECIMALS) * pricing.totalSupply) / poolValue;
}
