export type SortDirection = "asc" | "desc";

/** A column's value to sort by: numbers and text; a missing figure (null) sorts last either way. */
export type SortValue = number | string | bigint | null;

/** The rows sorted by `valueOf`, ties kept in their order; null values last in both directions. */
export function sortRows<T>(
  rows: readonly T[],
  valueOf: (row: T) => SortValue,
  direction: SortDirection,
): T[] {
  const sign = direction === "asc" ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      }
      const order =
        typeof a.value === "string" && typeof b.value === "string"
          ? a.value.localeCompare(b.value)
          : a.value < b.value
            ? -1
            : a.value > b.value
              ? 1
              : 0;
      return order === 0 ? a.index - b.index : order * sign;
    })
    .map(({ row }) => row);
}
