/** One claimRefunds transaction: tickets of one cancelled round, at most maxNumberTicketsPerBuyOrClaim. */
export interface RefundBatch {
  readonly lotteryId: bigint;
  readonly ticketIds: readonly bigint[];
  /** What the batch refunds: the sum of its tickets' viewRefundForTicketId. */
  readonly amount: bigint;
}

export interface RefundableTicket {
  readonly id: bigint;
  /** viewRefundForTicketId's answer; null where the read failed. */
  readonly refund: bigint | null;
}

/**
 * The refunds still to reclaim in cancelled round `lotteryId`, in batches of at most `maxPerClaim`.
 * A ticket whose refund is 0 (a rounding remainder) or unknown is left out: the contract would pay
 * nothing for it, and an unknown amount is never promised.
 */
export function buildRefundBatches(
  lotteryId: bigint,
  tickets: readonly RefundableTicket[],
  maxPerClaim: number,
): RefundBatch[] {
  const payable = tickets.flatMap(({ id, refund }) =>
    refund === null || refund === 0n ? [] : [{ id, refund }],
  );
  const batches: RefundBatch[] = [];
  for (let start = 0; start < payable.length; start += maxPerClaim) {
    const slice = payable.slice(start, start + maxPerClaim);
    batches.push({
      lotteryId,
      ticketIds: slice.map(({ id }) => id),
      amount: slice.reduce((sum, { refund }) => sum + refund, 0n),
    });
  }
  return batches;
}
