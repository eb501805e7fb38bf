/** Tabs move along a row (left/right arrows), menus and lists down a column (up/down arrows). */
export type RovingOrientation = "horizontal" | "vertical";

const STEP_KEYS: Record<RovingOrientation, { readonly next: string; readonly previous: string }> = {
  horizontal: { next: "ArrowRight", previous: "ArrowLeft" },
  vertical: { next: "ArrowDown", previous: "ArrowUp" },
};

/**
 * The item a key moves focus to from `current` among `count` items (WAI-ARIA tabs and menu patterns:
 * arrows along the orientation wrap around, Home and End jump to the ends), or undefined when the key
 * does not move focus.
 */
export function rovingIndexForKey(
  key: string,
  current: number,
  count: number,
  orientation: RovingOrientation,
): number | undefined {
  if (count === 0) return undefined;
  const { next, previous } = STEP_KEYS[orientation];
  switch (key) {
    case next:
      return (current + 1) % count;
    case previous:
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return undefined;
  }
}
