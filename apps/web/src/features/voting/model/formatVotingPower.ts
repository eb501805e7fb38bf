import { formatNumber } from "../../../shared/format/index.ts";

/** Voting power (CAKE) as `locale` writes numbers, with at most 3 decimals: '1,234.568'. */
export function formatVotingPower(power: number, locale: string): string {
  return formatNumber(power, locale, { maximumFractionDigits: 3 });
}
