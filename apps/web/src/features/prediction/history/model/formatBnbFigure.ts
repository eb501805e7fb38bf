import { formatTokenAmount } from "../../../../shared/format/index.ts";

/** The history shows BNB with 4 decimals: enough for the game's 0.001 BNB minimum bet and its shares. */
export const HISTORY_BNB_DECIMALS = 4;
const WEI_DECIMALS = 18;

/**
 * A BNB figure in wei for the history, in the locale's separators, rounded toward zero. `signed`
 * prefixes a gain with '+' and a loss with '−' (a minus sign), as results are read.
 */
export function formatBnbFigure(wei: bigint, locale: string, { signed = false } = {}): string {
  const magnitude = formatTokenAmount(wei < 0n ? -wei : wei, WEI_DECIMALS, locale, HISTORY_BNB_DECIMALS);
  if (!signed || wei === 0n) return wei < 0n ? `−${magnitude}` : magnitude;
  return `${wei > 0n ? "+" : "−"}${magnitude}`;
}
