/** Live pools or farms at the base path, finished ones at the base path plus /history. */
export type StakingTab = "live" | "finished";

/** The tab a path shows: spec 000 section 2 serves the history variant wherever the path contains 'history'. */
export function stakingTabForPath(pathname: string): StakingTab {
  return pathname.includes("history") ? "finished" : "live";
}
