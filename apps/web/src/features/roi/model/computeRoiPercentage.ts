import { finiteOrZero } from "./finiteOrZero.ts";

/** The return as a percentage of what was invested; 0 when nothing is invested. */
export function computeRoiPercentage(amountEarnedUsd: number, amountInvestedUsd: number): number {
  if (amountInvestedUsd === 0) return 0;
  return finiteOrZero((amountEarnedUsd / amountInvestedUsd) * 100);
}
