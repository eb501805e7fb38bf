import { formatUnits } from "viem";

/** A raw token amount in whole units, as the USD figures are computed. */
export function toUnits(raw: bigint, decimals: number): number {
  return Number(formatUnits(raw, decimals));
}
