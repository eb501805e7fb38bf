import type { BetResult } from "../../model/getBetResult.ts";
import type { Position } from "../../model/PredictionRound.ts";
import type { HistoryFilter } from "./filterBetHistory.ts";

/** Each bet result's label (its translation key). */
export const BET_RESULT_LABELS = {
  win: "Won",
  lose: "Lost",
  canceled: "Canceled",
  live: "Live",
  refund: "Refunded",
} as const satisfies Readonly<Record<BetResult, string>>;

export const POSITION_LABELS = { Bull: "Bull", Bear: "Bear" } as const satisfies Readonly<
  Record<Position, string>
>;

export const HISTORY_FILTER_LABELS = {
  all: "All",
  collected: "Collected",
  uncollected: "Uncollected",
} as const satisfies Readonly<Record<HistoryFilter, string>>;
