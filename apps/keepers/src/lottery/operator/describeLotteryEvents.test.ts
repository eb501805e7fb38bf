import { describe, expect, it } from "vitest";
import { describeLotteryEvents } from "./describeLotteryEvents.ts";

const CAKE = 10n ** 18n;

describe("describeLotteryEvents", () => {
  it("tells a start: the round, its end of sales in UTC, its terms and its bond", () => {
    expect(
      describeLotteryEvents([
        {
          eventName: "LotteryOpen",
          args: {
            lotteryId: 6n,
            startTime: 1_800_000_000n,
            endTime: 1_800_000_300n,
            priceTicketInCake: 2n * CAKE,
            injectedAmount: 1_234_567_800_000_000_000_000n,
          },
        },
        { eventName: "RandomnessCommitted", args: { bond: 5_000n * CAKE } },
      ]),
    ).toBe(
      "round 6 open until 08:05:00 UTC (300 s), tickets 2.0000 CAKE, 1234.5678 CAKE carried; " +
        "seed committed with a bond of 5000.0000 CAKE",
    );
  });

  it("tells an injection, a close, a draw and a cancel", () => {
    expect(
      describeLotteryEvents([
        { eventName: "LotteryInjection", args: { lotteryId: 6n, injectedAmount: 10_000n * CAKE } },
      ]),
    ).toBe("10000.0000 CAKE injected into round 6");
    expect(describeLotteryEvents([{ eventName: "LotteryClose", args: { lotteryId: 6n } }])).toBe(
      "round 6 closed",
    );
    expect(
      describeLotteryEvents([
        {
          eventName: "LotteryNumberDrawn",
          args: { lotteryId: 6n, finalNumber: 1_234_567n, countWinningTickets: 12n },
        },
      ]),
    ).toBe("round 6 drew 1234567: 12 winning tickets");
    expect(
      describeLotteryEvents([
        { eventName: "LotteryCancel", args: { lotteryId: 7n, slashedBond: 5_000n * CAKE } },
      ]),
    ).toBe("round 7 cancelled, every ticket refundable; its bond of 5000.0000 CAKE goes to the next round");
  });

  it("says so when nothing changed", () => {
    expect(describeLotteryEvents([])).toBe("no round changed");
  });
});
