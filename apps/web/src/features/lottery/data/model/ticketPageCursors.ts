import type { UserInfoResult } from "./parseUserTickets.ts";

/**
 * The cursors of the ticket pages to read for one round, given the pages read so far with the
 * previous cursors: 0 for the newest page, then each full page's returned cursor, until a page is
 * shorter than `pageSize` (spec 001 section 7: viewUserInfoForLotteryId repeated until a page is
 * shorter than the page size). A failed page ends the walk, so a broken read never loops.
 */
export function ticketPageCursors(pages: readonly (UserInfoResult | null)[], pageSize: bigint): bigint[] {
  const cursors = [0n];
  for (const page of pages) {
    if (page === null || BigInt(page[0].length) < pageSize) break;
    cursors.push(page[3]);
  }
  return cursors;
}
