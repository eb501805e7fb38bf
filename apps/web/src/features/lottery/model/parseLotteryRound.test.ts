import { describe, expect, it } from "vitest";
import { parseLotteryRound, type ViewLotteryResult } from "./parseLotteryRound.ts";

const read: ViewLotteryResult = {
  status: 3,
  startTime: 1_000n,
  endTime: 2_000n,
  priceTicketInCake: 10n ** 18n,
  discountDivisor: 2_000n,
  rewardsBreakdown: [250n, 375n, 625n, 1_250n, 2_500n, 5_000n],
  treasuryFee: 2_000n,
  cakePerBracket: [1n, 2n, 3n, 4n, 5n, 6n],
  countWinnersPerBracket: [6n, 5n, 4n, 3n, 2n, 1n],
  firstTicketId: 10n,
  firstTicketIdNextLottery: 20n,
  amountCollectedInCake: 123n,
  finalNumber: 1_234_567,
};

describe("parseLotteryRound", () => {
  it("names the contract's status and keeps every field", () => {
    const round = parseLotteryRound(7n, read);
    expect(round).toMatchObject({ lotteryId: 7n, status: "claimable", startTime: 1000, endTime: 2000 });
    expect(round?.finalNumber).toBe(1_234_567);
    expect(parseLotteryRound(7n, { ...read, status: 4 })?.status).toBe("cancelled");
  });

  it("treats a failed read and a round never started as no round", () => {
    expect(parseLotteryRound(7n, null)).toBeNull();
    expect(parseLotteryRound(7n, { ...read, startTime: 0n })).toBeNull();
  });
});
