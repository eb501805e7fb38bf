import { type Address, type ContractFunctionParameters } from "viem";
import { griddleLotteryAbi } from "@griddle/sdk";

/**
 * Tickets read per viewUserInfoForLotteryId call: a purchase holds at most 100, so ten purchases fit
 * one page; an account with more reads further pages (ticketPageCursors). The contract walks only the
 * account's own tickets.
 */
export const USER_TICKETS_PAGE_SIZE = 1_000n;

/** One round to read: its id and, with an account, the cursors of its ticket pages (0, the newest, first). */
export interface LotteryRoundRead {
  readonly lotteryId: bigint;
  readonly ticketCursors: readonly bigint[];
}

/** The live round's id and the most tickets one purchase or claim may hold. */
export function lotteryStateCalls(lottery: Address): readonly ContractFunctionParameters[] {
  return [
    { address: lottery, abi: griddleLotteryAbi, functionName: "currentLotteryId" },
    { address: lottery, abi: griddleLotteryAbi, functionName: "maxNumberTicketsPerBuyOrClaim" },
  ];
}

/** Each round of `reads`: viewLottery, then one viewUserInfoForLotteryId per ticket cursor when an account is given. */
export function lotteryRoundCalls(
  lottery: Address,
  reads: readonly LotteryRoundRead[],
  account: Address | undefined,
): readonly ContractFunctionParameters[] {
  return reads.flatMap(({ lotteryId, ticketCursors }) => [
    { address: lottery, abi: griddleLotteryAbi, functionName: "viewLottery", args: [lotteryId] },
    ...(account === undefined
      ? []
      : ticketCursors.map((cursor) => ({
          address: lottery,
          abi: griddleLotteryAbi,
          functionName: "viewUserInfoForLotteryId",
          args: [account, lotteryId, cursor, USER_TICKETS_PAGE_SIZE],
        }))),
  ]);
}
