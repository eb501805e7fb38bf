/**
 * Which item of a menu of `count` items a key moves focus to from `current` (WAI-ARIA menu pattern:
 * arrows wrap around, Home and End jump to the ends), or undefined when the key does not move focus.
 */
export function menuKeyTarget(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case "ArrowDown":
      return (current + 1) % count;
    case "ArrowUp":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return undefined;
  }
}
