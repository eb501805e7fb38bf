import type { BetHistoryRow } from "./describeBets.ts";

/** The history pane's filter (spec 001 section 2): every bet, the collected ones, the ones still to collect. */
export type HistoryFilter = "all" | "collected" | "uncollected";

export const HISTORY_FILTERS: readonly HistoryFilter[] = ["all", "collected", "uncollected"];

/** Collected: claimed. Uncollected: won or refunded and not claimed yet, what a Collect button serves. */
export function filterBetHistory(
  rows: readonly BetHistoryRow[],
  filter: HistoryFilter,
): readonly BetHistoryRow[] {
  switch (filter) {
    case "all":
      return rows;
    case "collected":
      return rows.filter((row) => row.claimed);
    case "uncollected":
      return rows.filter((row) => row.collectable);
  }
}
