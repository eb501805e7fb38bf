import { formatUnits } from "viem";

/** Decimals a keeper's log shows: enough to see a round move, where 8 or 18 would clutter it. */
const SHOWN_DECIMALS = 4;

/** A fixed-point amount (a USD price, a BNB amount) for a log line, cut (not rounded) to four decimals. */
export function formatAmount(amount: bigint, decimals: number): string {
  const cut = decimals > SHOWN_DECIMALS ? amount / 10n ** BigInt(decimals - SHOWN_DECIMALS) : amount;
  const shown = Math.min(decimals, SHOWN_DECIMALS);
  const text = formatUnits(cut, shown);
  const [whole, fraction = ""] = text.split(".");
  return shown === 0 ? text : `${whole}.${fraction.padEnd(shown, "0")}`;
}
