import type { ContractFunctionReturnType } from "viem";
import type { griddleLotteryAbi } from "@griddle/sdk";
import type { LotteryRound, LotteryStatus } from "./LotteryRound.ts";

const STATUSES: readonly LotteryStatus[] = ["pending", "open", "close", "claimable", "cancelled"];

/** viewLottery's answer as viem decodes it from the ABI. */
export type ViewLotteryResult = ContractFunctionReturnType<typeof griddleLotteryAbi, "view", "viewLottery">;

/**
 * Round `lotteryId` from its viewLottery read; null when the read failed or the round was never
 * started (startTime 0), which the screen treats as a round that does not exist.
 */
export function parseLotteryRound(lotteryId: bigint, result: ViewLotteryResult | null): LotteryRound | null {
  if (result === null || result.startTime === 0n) return null;
  return {
    ...result,
    lotteryId,
    status: STATUSES[result.status] ?? "pending",
    startTime: Number(result.startTime),
    endTime: Number(result.endTime),
  };
}
