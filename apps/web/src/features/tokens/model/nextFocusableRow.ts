/** The keys that move focus through the token list. */
export type RowNavigationKey = "ArrowDown" | "ArrowUp" | "Home" | "End";

const ROW_NAVIGATION_KEYS: readonly string[] = ["ArrowDown", "ArrowUp", "Home", "End"];

export function isRowNavigationKey(key: string): key is RowNavigationKey {
  return ROW_NAVIGATION_KEYS.includes(key);
}

/**
 * The row a navigation key moves focus to from row `current` (-1 when focus is outside the list, as
 * in the search box), skipping rows with nothing to focus (a separator, the selected token).
 * Undefined when no focusable row lies that way: focus stays where it is.
 */
export function nextFocusableRow(
  current: number,
  key: RowNavigationKey,
  rowCount: number,
  isFocusable: (index: number) => boolean,
): number | undefined {
  const [start, step] =
    key === "ArrowDown"
      ? [current + 1, 1]
      : key === "ArrowUp"
        ? [current - 1, -1]
        : key === "Home"
          ? [0, 1]
          : [rowCount - 1, -1];
  for (let index = start; index >= 0 && index < rowCount; index += step) {
    if (isFocusable(index)) return index;
  }
  return undefined;
}
