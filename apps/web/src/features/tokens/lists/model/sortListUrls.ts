import type { ListsState } from "./listsReducer.ts";

/** The Manage view's order: active lists first, then by name (lists not loaded yet by URL), stable. */
export function sortListUrls(state: ListsState, urls: readonly string[]): string[] {
  const label = (url: string) => (state.byUrl[url]?.current?.name ?? url).toLowerCase();
  return [...urls].sort((a, b) => {
    const activeA = state.activeListUrls.includes(a);
    const activeB = state.activeListUrls.includes(b);
    if (activeA !== activeB) return activeA ? -1 : 1;
    return label(a) < label(b) ? -1 : label(a) > label(b) ? 1 : 0;
  });
}
