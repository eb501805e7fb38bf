import type { LotteryTicket } from "../../model/LotteryRound.ts";

/** viewUserInfoForLotteryId's answer: ids, numbers and paid flags side by side, and the next cursor. */
export type UserInfoResult = readonly [readonly bigint[], readonly number[], readonly boolean[], bigint];

/** The account's tickets in a round, oldest first (the contract answers newest first); [] for a failed read. */
export function parseUserTickets(result: UserInfoResult | null): LotteryTicket[] {
  if (result === null) return [];
  const [ids, numbers, claimed] = result;
  return ids
    .map((id, index) => ({ id, number: numbers[index] ?? 0, claimed: claimed[index] ?? false }))
    .reverse();
}
