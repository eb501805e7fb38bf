import { Percent } from "@griddle/sdk";

const ONE_BIPS = new Percent(1n, 10_000n);

/**
 * The share of pool as the add form shows it, in percent without the sign (spec 000 section 2):
 * 100 for a new pool, '<0.01' when very small, else two decimals; '0' before there is an amount.
 */
export function formatDepositShare(noLiquidity: boolean, poolTokenPercentage: Percent | undefined): string {
  if (noLiquidity) return "100";
  if (!poolTokenPercentage) return "0";
  return poolTokenPercentage.lessThan(ONE_BIPS) ? "<0.01" : poolTokenPercentage.toFixed(2);
}
