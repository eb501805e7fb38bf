import { type Address, type ContractFunctionParameters } from "viem";
import { griddleLotteryAbi } from "@griddle/sdk";

/**
 * Tickets read per round and account in one viewUserInfoForLotteryId call: a purchase holds at most
 * 100, so ten purchases in one round fit; the contract walks only the account's own tickets.
 */
export const USER_TICKETS_PAGE_SIZE = 1_000n;

/** The live round's id and the most tickets one purchase or claim may hold. */
export function lotteryStateCalls(lottery: Address): readonly ContractFunctionParameters[] {
  return [
    { address: lottery, abi: griddleLotteryAbi, functionName: "currentLotteryId" },
    { address: lottery, abi: griddleLotteryAbi, functionName: "maxNumberTicketsPerBuyOrClaim" },
  ];
}

/** Each round of `lotteryIds`: viewLottery, then the account's tickets when an account is given. */
export function lotteryRoundCalls(
  lottery: Address,
  lotteryIds: readonly bigint[],
  account: Address | undefined,
): readonly ContractFunctionParameters[] {
  return lotteryIds.flatMap((lotteryId) => [
    { address: lottery, abi: griddleLotteryAbi, functionName: "viewLottery", args: [lotteryId] },
    ...(account === undefined
      ? []
      : [
          {
            address: lottery,
            abi: griddleLotteryAbi,
            functionName: "viewUserInfoForLotteryId",
            args: [account, lotteryId, 0n, USER_TICKETS_PAGE_SIZE],
          },
        ]),
  ]);
}
