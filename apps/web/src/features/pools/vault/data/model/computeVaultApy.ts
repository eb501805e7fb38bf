import { getApy } from "../../../../roi/index.ts";

/** The vault restakes its rewards about this many times a day (spec 000 section 9). */
export const VAULT_COMPOUNDS_PER_DAY = 5000;

/** Vault fees are in hundredths of a percent. */
const FEE_UNITS_PER_PERCENT = 100;

/**
 * The vault's APY in percent: the manual CAKE pool's APR compounded VAULT_COMPOUNDS_PER_DAY times a
 * day for a year, less the performance fee (hundredths of a percent). Null when it is not a number.
 */
export function computeVaultApy(manualPoolApr: number, performanceFee: number): number | null {
  const apy =
    getApy(manualPoolApr, VAULT_COMPOUNDS_PER_DAY, 365, performanceFee / FEE_UNITS_PER_PERCENT) * 100;
  return Number.isFinite(apy) ? apy : null;
}
