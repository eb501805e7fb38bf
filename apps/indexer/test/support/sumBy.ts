/** The total of what `pick` reads from each item: raw token amounts added up exactly. */
export function sumBy<T>(items: readonly T[], pick: (item: T) => bigint): bigint {
  return items.reduce((total, item) => total + pick(item), 0n);
}
