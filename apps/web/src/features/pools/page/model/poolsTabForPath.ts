import type { PoolsTab } from "./filterPoolItems.ts";

/** The tab a path shows: spec 000 section 2 serves the history variant wherever the path contains 'history'. */
export function poolsTabForPath(pathname: string): PoolsTab {
  return pathname.includes("history") ? "finished" : "live";
}
