/** The row a handler relies on an earlier event having written; its absence is an indexer bug. */
export async function requireRow<T>(row: Promise<T | null>, what: string): Promise<T> {
  const found = await row;
  if (found === null) throw new Error(`The indexer lost track of ${what}`);
  return found;
}
