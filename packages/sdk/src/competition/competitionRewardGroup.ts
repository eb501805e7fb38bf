import { REWARD_GROUP_LAST_RANKS } from "./competitionConstants.ts";

/**
 * A trader's reward group from its rank within its team (1 = most volume) and its volume: 4 for the
 * top 10, 3 to rank 100, 2 to rank 500, 1 below that, and 0 for anyone who traded nothing.
 */
export function competitionRewardGroup(rankInTeam: number, volumeUsd: number): number {
  if (!(volumeUsd > 0)) return 0;
  return REWARD_GROUP_LAST_RANKS.find(({ lastRank }) => rankInTeam <= lastRank)?.rewardGroup ?? 1;
}
