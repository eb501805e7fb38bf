import type { LotteryRound } from "./LotteryRound.ts";

/** A drawn round for unit tests: final number 1,234,567, 1 CAKE per ticket, bracket k paying k + 1 CAKE. */
export function testRound(overrides: Partial<LotteryRound> = {}): LotteryRound {
  const cake = 10n ** 18n;
  return {
    lotteryId: 1n,
    status: "claimable",
    startTime: 1_000,
    endTime: 2_000,
    priceTicketInCake: cake,
    discountDivisor: 2_000n,
    rewardsBreakdown: [250n, 375n, 625n, 1_250n, 2_500n, 5_000n],
    treasuryFee: 2_000n,
    cakePerBracket: [1n, 2n, 3n, 4n, 5n, 6n].map((n) => n * cake),
    countWinnersPerBracket: [1n, 1n, 1n, 1n, 1n, 1n],
    firstTicketId: 0n,
    firstTicketIdNextLottery: 10n,
    amountCollectedInCake: 1_000n * cake,
    finalNumber: 1_234_567,
    ...overrides,
  };
}
