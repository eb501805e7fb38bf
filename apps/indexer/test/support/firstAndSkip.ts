/** One page of a Ponder list: its rows and where the next page starts. */
export interface CursorPage<T> {
  readonly items: readonly T[];
  readonly pageInfo: { readonly endCursor: string | null; readonly hasNextPage: boolean };
}

/** Ponder's largest page. */
const PAGE_SIZE = 1000;

/**
 * The spec's first/skip over Ponder's cursors, as the app's prediction history does it
 * (apps/web/src/features/prediction/history/data/fetchBetHistory.ts): `skip` walks pages of up to 1000
 * rows without keeping them, each starting at the previous page's end cursor, then `first` reads pages
 * of up to 1000 from there. `fetchPage(limit, after)` asks for one page in the query's order.
 */
export async function firstAndSkip<T>(
  { first, skip }: { readonly first: number; readonly skip: number },
  fetchPage: (limit: number, after: string | null) => Promise<CursorPage<T>>,
): Promise<T[]> {
  let after: string | null = null;
  for (let skipped = 0; skipped < skip;) {
    const limit = Math.min(PAGE_SIZE, skip - skipped);
    const page = await fetchPage(limit, after);
    if (!page.pageInfo.hasNextPage) return [];
    after = page.pageInfo.endCursor;
    skipped += limit;
  }
  const rows: T[] = [];
  while (rows.length < first) {
    const page = await fetchPage(Math.min(PAGE_SIZE, first - rows.length), after);
    rows.push(...page.items);
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  return rows;
}
