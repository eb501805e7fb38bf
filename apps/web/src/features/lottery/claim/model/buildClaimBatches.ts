import { lotteryWinningBracket } from "@griddle/sdk";
import type { LotteryRound, LotteryTicket } from "../../model/LotteryRound.ts";

/** One claimTickets transaction: tickets of one round, at most maxNumberTicketsPerBuyOrClaim of them. */
export interface ClaimBatch {
  readonly lotteryId: bigint;
  readonly tickets: readonly { readonly id: bigint; readonly bracket: number }[];
  /** What the batch pays: the sum of each ticket's bracket prize. */
  readonly amount: bigint;
}

export interface RoundWithTickets {
  readonly round: LotteryRound;
  readonly tickets: readonly LotteryTicket[];
}

/**
 * 'Check now': the account's unclaimed winning tickets in drawn rounds, grouped by round (oldest
 * first) in batches of at most `maxPerClaim`. A ticket wins only its highest bracket, and a bracket
 * whose prize is 0 pays nothing and is left out (the contract would refuse it).
 */
export function buildClaimBatches(rounds: readonly RoundWithTickets[], maxPerClaim: number): ClaimBatch[] {
  const batches: ClaimBatch[] = [];
  const sorted = [...rounds].sort((a, b) => (a.round.lotteryId < b.round.lotteryId ? -1 : 1));
  for (const { round, tickets } of sorted) {
    if (round.status !== "claimable") continue;
    const winning = tickets.flatMap((ticket) => {
      if (ticket.claimed) return [];
      const bracket = lotteryWinningBracket(ticket.number, round.finalNumber);
      const prize = bracket === undefined ? 0n : (round.cakePerBracket[bracket] ?? 0n);
      return bracket === undefined || prize === 0n ? [] : [{ id: ticket.id, bracket, prize }];
    });
    for (let start = 0; start < winning.length; start += maxPerClaim) {
      const slice = winning.slice(start, start + maxPerClaim);
      batches.push({
        lotteryId: round.lotteryId,
        tickets: slice.map(({ id, bracket }) => ({ id, bracket })),
        amount: slice.reduce((sum, { prize }) => sum + prize, 0n),
      });
    }
  }
  return batches;
}
