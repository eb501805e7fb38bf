import type { LotteryStatus } from "../../model/LotteryRound.ts";

/**
 * The newest round 'Finished Rounds' opens on: the live round once drawn or cancelled, else the one
 * before it; undefined before any round has finished.
 */
export function latestFinishedRoundId(
  currentLotteryId: bigint,
  currentStatus: LotteryStatus,
): bigint | undefined {
  const finished = currentStatus === "claimable" || currentStatus === "cancelled";
  const latest = finished ? currentLotteryId : currentLotteryId - 1n;
  return latest >= 1n ? latest : undefined;
}
