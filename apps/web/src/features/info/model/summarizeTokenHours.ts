const DAY_SECONDS = 86_400;

/** A token's hour as the indexer keeps it. */
export interface TokenHour {
  readonly start: number;
  readonly volumeUsd: number;
  readonly open: number;
  readonly close: number;
}

/**
 * A token's last 24 hours at chain time `now`: the volume of the hours that started within them,
 * and the price change in percent from the price a day ago (the close of the last hour that started
 * before the window, else the open of the first within it) to `priceUsd`; null without either price.
 */
export function summarizeTokenHours(
  hours: readonly TokenHour[],
  priceUsd: number,
  now: number,
): { readonly volume24hUsd: number; readonly priceChange24h: number | null } {
  const since = now - DAY_SECONDS;
  const sorted = [...hours].sort((a, b) => a.start - b.start);
  const within = sorted.filter((hour) => hour.start >= since);
  const before = sorted.filter((hour) => hour.start < since && hour.close > 0).at(-1);
  const firstPriced = within.find((hour) => hour.open > 0);
  const dayAgo = before?.close ?? firstPriced?.open;
  return {
    volume24hUsd: within.reduce((sum, hour) => sum + hour.volumeUsd, 0),
    priceChange24h: dayAgo !== undefined && dayAgo > 0 && priceUsd > 0 ? (priceUsd / dayAgo - 1) * 100 : null,
  };
}
