import type { Percent } from "@griddle/sdk";

/** The collapsible card's share: 2 decimals, '<0.01%' when that rounds to nothing (spec 000 section 2). */
export function formatPoolShare(share: Percent): string {
  const fixed = share.toFixed(2);
  return fixed === "0.00" ? "<0.01%" : `${fixed}%`;
}

/** The 'LP tokens in your wallet' card's share: 6 decimals (spec 000 section 2). */
export function formatPoolSharePrecise(share: Percent): string {
  return `${share.toFixed(6)}%`;
}
