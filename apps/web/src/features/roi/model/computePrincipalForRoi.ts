import { finiteOrZero } from "./finiteOrZero.ts";
import { getApy } from "./getApy.ts";

export interface ComputePrincipalForRoiParameters {
  /** The US-dollar return the user aims for. */
  readonly roiUsd: number;
  /** Percent per year. */
  readonly apr: number;
  readonly days: number;
  /** 0 for no compounding. */
  readonly compoundsPerDay: number;
  /** Percent of the gains taken as a fee. */
  readonly performanceFee: number;
}

/**
 * The US dollars to stake for `days` to earn `roiUsd` (the reverse of computeRoiTokens), rounded to
 * cents; 0 when no principal can reach it (a zero APR, say).
 */
export function computePrincipalForRoi({
  roiUsd,
  apr,
  days,
  compoundsPerDay,
  performanceFee,
}: ComputePrincipalForRoiParameters): number {
  const principal = roiUsd / getApy(apr, compoundsPerDay, days, performanceFee);
  return finiteOrZero(Number(principal.toFixed(2)));
}
