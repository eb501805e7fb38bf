/**
 * Inserts `item` into `items`, kept sorted by `compare` and at most `maxSize` long, after every equal item,
 * so ties keep the order they were found in (the published SDKs' sortedInsert, which fixes the order of
 * equally good trades). Returns whether the item was kept.
 */
export function insertSorted<T>(
  items: T[],
  item: T,
  maxSize: number,
  compare: (a: T, b: T) => number,
): boolean {
  const full = items.length >= maxSize;
  if (full && compare(items[items.length - 1] as T, item) <= 0) return false;
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(items[middle] as T, item) <= 0) low = middle + 1;
    else high = middle;
  }
  items.splice(low, 0, item);
  if (full) items.pop();
  return true;
}
