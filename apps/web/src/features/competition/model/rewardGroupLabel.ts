import { REWARD_GROUP_LAST_RANKS } from "@griddle/sdk";
import type { TranslatableText } from "../../../shared/i18n/index.ts";

/** A reward group's row label, as an English key and its data: 'Top %rank%', '#%rank% and below', 'No volume'. */
export function rewardGroupLabel(rewardGroup: number): TranslatableText {
  if (rewardGroup === 0) return { key: "No volume" };
  const group = REWARD_GROUP_LAST_RANKS.find((candidate) => candidate.rewardGroup === rewardGroup);
  if (group !== undefined) return { key: "Top %rank%", data: { rank: String(group.lastRank) } };
  const lowest = Math.max(...REWARD_GROUP_LAST_RANKS.map(({ lastRank }) => lastRank));
  return { key: "#%rank% and below", data: { rank: String(lowest + 1) } };
}
