import type { LotteryTicket } from "../../model/LotteryRound.ts";

/** viewUserInfoForLotteryId's answer: ids, numbers and paid flags side by side, and the next cursor. */
export type UserInfoResult = readonly [readonly bigint[], readonly number[], readonly boolean[], bigint];

/**
 * The account's tickets in a round from its pages (each newest first, as the contract answers, the
 * newest page first), oldest first. A ticket on two pages (bought while the pages were read) counts
 * once; a failed page adds nothing.
 */
export function parseUserTickets(pages: readonly (UserInfoResult | null)[]): LotteryTicket[] {
  const byId = new Map<bigint, LotteryTicket>();
  for (const page of pages) {
    if (page === null) continue;
    const [ids, numbers, claimed] = page;
    ids.forEach((id, index) => {
      if (!byId.has(id)) byId.set(id, { id, number: numbers[index] ?? 0, claimed: claimed[index] ?? false });
    });
  }
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
