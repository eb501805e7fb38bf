import { describe, expect, it } from "vitest";
import { buildRefundBatches } from "./buildRefundBatches.ts";

describe("buildRefundBatches", () => {
  it("batches the refundable tickets, at most maxPerClaim each, with their amounts", () => {
    const tickets = [1n, 2n, 3n, 4n, 5n].map((id) => ({ id, refund: id * 10n }));
    expect(buildRefundBatches(7n, tickets, 2)).toEqual([
      { lotteryId: 7n, ticketIds: [1n, 2n], amount: 30n },
      { lotteryId: 7n, ticketIds: [3n, 4n], amount: 70n },
      { lotteryId: 7n, ticketIds: [5n], amount: 50n },
    ]);
  });

  it("leaves out tickets refunded nothing or whose refund could not be read", () => {
    expect(
      buildRefundBatches(
        3n,
        [
          { id: 1n, refund: 0n },
          { id: 2n, refund: null },
          { id: 3n, refund: 5n },
        ],
        100,
      ),
    ).toEqual([{ lotteryId: 3n, ticketIds: [3n], amount: 5n }]);
    expect(buildRefundBatches(3n, [], 100)).toEqual([]);
  });
});
