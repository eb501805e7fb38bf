/**
 * The tab a key moves to in a horizontal tab list (WAI-ARIA tabs pattern): arrows wrap around,
 * Home and End jump to the ends. Undefined for keys the tab list does not handle.
 */
export function tabIndexForKey(key: string, currentIndex: number, count: number): number | undefined {
  switch (key) {
    case "ArrowRight":
      return (currentIndex + 1) % count;
    case "ArrowLeft":
      return (currentIndex - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return undefined;
  }
}
