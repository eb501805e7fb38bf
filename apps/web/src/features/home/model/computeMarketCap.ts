import { toUsdValue } from "../../../shared/format/index.ts";

export interface MarketCapInput {
  /** Raw units, as CAKE's totalSupply() reads. */
  readonly totalSupply: bigint;
  /** Raw units held by the burn address: out of circulation for good. */
  readonly burned: bigint;
  readonly decimals: number;
  /** US dollars per whole token; null when unknown. */
  readonly priceUsd: number | null;
}

/**
 * The market capitalisation in US dollars: the circulating supply (total supply less what was burned)
 * times the price. Null while the price is unknown.
 */
export function computeMarketCap({ totalSupply, burned, decimals, priceUsd }: MarketCapInput): number | null {
  const circulating = totalSupply > burned ? totalSupply - burned : 0n;
  return toUsdValue(circulating, decimals, priceUsd) ?? null;
}
