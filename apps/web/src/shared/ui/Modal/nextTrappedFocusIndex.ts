/**
 * Where Tab should move inside a modal dialog so focus never leaves it. `currentIndex` is the
 * position of the focused element among the dialog's `count` focusable elements, or -1 when the
 * dialog itself (or nothing in it) has focus. Returns undefined when the browser's own move already
 * stays inside. Expects `count` > 0.
 */
export function nextTrappedFocusIndex(
  count: number,
  currentIndex: number,
  backwards: boolean,
): number | undefined {
  const last = count - 1;
  if (currentIndex < 0) return backwards ? last : 0;
  if (backwards && currentIndex === 0) return last;
  if (!backwards && currentIndex === last) return 0;
  return undefined;
}
