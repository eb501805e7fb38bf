/** Spec 001 section 9: each team's volume counts its 500 best traders. */
export const TOP_MEMBERS_PER_TEAM = 500;

/** Spec 001 section 9: the prize pool the page announces, in USD. */
export const COMPETITION_PRIZE_POOL_USD = 200_000;

/** Spec 001 section 9: the pairs whose trades count, as token symbols (BNB is WBNB on chain). */
export const COMPETITION_ELIGIBLE_PAIRS = [
  ["WBNB", "BUSD"],
  ["CAKE", "WBNB"],
  ["ETH", "WBNB"],
  ["BTCB", "WBNB"],
] as const satisfies readonly (readonly [string, string])[];

/** Reward groups per team rank, as GriddleTradingCompetition's NUMBER_REWARD_GROUPS: 0 (bottom) to 4 (top). */
export const NUMBER_REWARD_GROUPS = 5;

/**
 * The last rank within a team of reward groups 4, 3 and 2 (PancakeSwap's battles: the top 10, the top
 * 100, the top 500); traders below with some volume are group 1, and those without any group 0.
 */
export const REWARD_GROUP_LAST_RANKS = [
  { rewardGroup: 4, lastRank: 10 },
  { rewardGroup: 3, lastRank: 100 },
  { rewardGroup: 2, lastRank: 500 },
] as const;
