import type { LotteryRound } from "../../model/LotteryRound.ts";

/** The dictionary's states of the live round (spec 001 section 4). */
export type LotteryPhase = "onSale" | "inDraw" | "announced" | "cancelled";

/**
 * What the live round is doing at `nowSeconds`: on sale while open before its end time, in draw from
 * then until the number is drawn (the contract refuses purchases from the end time on), announced
 * once drawn (claiming), cancelled when its seed was not revealed in time.
 */
export function lotteryPhase(round: LotteryRound, nowSeconds: number): LotteryPhase {
  if (round.status === "claimable") return "announced";
  if (round.status === "cancelled") return "cancelled";
  return round.status === "open" && nowSeconds < round.endTime ? "onSale" : "inDraw";
}
