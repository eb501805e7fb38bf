/** Where the window scrolls after a navigation. */
export type ScrollTarget =
  | { readonly kind: "position"; readonly y: number }
  | { readonly kind: "element"; readonly id: string }
  | { readonly kind: "top" };

export interface ScrollNavigation {
  /** react-router's navigation type: "POP" for back, forward and the first load. */
  readonly navigationType: "POP" | "PUSH" | "REPLACE";
  /** The new location's hash, with its "#", or "". */
  readonly hash: string;
  /** Where the window was when the user last left this history entry, if known. */
  readonly savedY: number | undefined;
}

/**
 * The browser's own scroll behaviour for a multi-page site: back and forward return to where the
 * user was, a link to #id shows that element, and any other navigation starts at the top.
 */
export function scrollTargetFor({ navigationType, hash, savedY }: ScrollNavigation): ScrollTarget {
  if (navigationType === "POP" && savedY !== undefined) return { kind: "position", y: savedY };
  const id = decodeURIComponent(hash.slice(1));
  if (id !== "") return { kind: "element", id };
  return { kind: "top" };
}
