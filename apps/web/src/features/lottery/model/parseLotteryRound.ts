import type { LotteryRound, LotteryStatus } from "./LotteryRound.ts";

const STATUSES: readonly LotteryStatus[] = ["pending", "open", "close", "claimable", "cancelled"];

/** viewLottery's answer as viem decodes it. */
export interface ViewLotteryResult {
  readonly status: number;
  readonly startTime: bigint;
  readonly endTime: bigint;
  readonly priceTicketInCake: bigint;
  readonly discountDivisor: bigint;
  readonly rewardsBreakdown: readonly bigint[];
  readonly treasuryFee: bigint;
  readonly cakePerBracket: readonly bigint[];
  readonly countWinnersPerBracket: readonly bigint[];
  readonly firstTicketId: bigint;
  readonly firstTicketIdNextLottery: bigint;
  readonly amountCollectedInCake: bigint;
  readonly finalNumber: number;
}

/**
 * Round `lotteryId` from its viewLottery read; null when the read failed or the round was never
 * started (startTime 0), which the screen treats as a round that does not exist.
 */
export function parseLotteryRound(lotteryId: bigint, result: ViewLotteryResult | null): LotteryRound | null {
  if (result === null || result.startTime === 0n) return null;
  return {
    lotteryId,
    status: STATUSES[result.status] ?? "pending",
    startTime: Number(result.startTime),
    endTime: Number(result.endTime),
    priceTicketInCake: result.priceTicketInCake,
    discountDivisor: result.discountDivisor,
    rewardsBreakdown: result.rewardsBreakdown,
    treasuryFee: result.treasuryFee,
    cakePerBracket: result.cakePerBracket,
    countWinnersPerBracket: result.countWinnersPerBracket,
    firstTicketId: result.firstTicketId,
    firstTicketIdNextLottery: result.firstTicketIdNextLottery,
    amountCollectedInCake: result.amountCollectedInCake,
    finalNumber: result.finalNumber,
  };
}
