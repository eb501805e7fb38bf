import { formatUnits } from "viem";

/** The US dollar value of a raw token amount; undefined when the token has no price. */
export function toUsdValue(raw: bigint, decimals: number, priceUsd: number | null): number | undefined {
  if (priceUsd === null || !Number.isFinite(priceUsd)) return undefined;
  return Number(formatUnits(raw, decimals)) * priceUsd;
}
