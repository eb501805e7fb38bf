/** An item of a top list with the APR it ranks by. */
export interface RankedByApr<item> {
  readonly item: item;
  /** Percent per year. */
  readonly apr: number;
}

/**
 * The `count` live items with the highest APR, highest first (ties keep the given order). Finished
 * farms and pools are left out, since they earn nothing more whatever their last rate, and so are
 * items whose APR is unknown.
 */
export function selectTopByApr<item extends { readonly isFinished: boolean }>(
  items: readonly item[],
  aprOf: (item: item) => number | null,
  count: number,
): readonly RankedByApr<item>[] {
  const ranked: RankedByApr<item>[] = [];
  for (const item of items) {
    if (item.isFinished) continue;
    const apr = aprOf(item);
    if (apr !== null && Number.isFinite(apr)) ranked.push({ item, apr });
  }
  // Array.prototype.sort is stable, so equal rates stay in catalogue order.
  return ranked.sort((a, b) => b.apr - a.apr).slice(0, Math.max(0, count));
}
