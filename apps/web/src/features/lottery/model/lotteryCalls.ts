import type { Address } from "viem";
import { griddleLotteryAbi } from "@griddle/sdk";
import type { ContractCall } from "../../../shared/chain/index.ts";

export type LotteryBuyCall = ContractCall<typeof griddleLotteryAbi, "buyTickets">;
export type LotteryClaimCall = ContractCall<typeof griddleLotteryAbi, "claimTickets">;
export type LotteryRefundCall = ContractCall<typeof griddleLotteryAbi, "claimRefunds">;

/** buyTickets(lotteryId, ticketNumbers): one ticket per number, paid in CAKE (spec 001 section 7). */
export function buildBuyTicketsCall(
  lottery: Address,
  lotteryId: bigint,
  numbers: readonly number[],
): LotteryBuyCall {
  return {
    address: lottery,
    abi: griddleLotteryAbi,
    functionName: "buyTickets",
    args: [lotteryId, [...numbers]],
  };
}

/** claimTickets(lotteryId, ticketIds, brackets): each ticket with its highest winning bracket. */
export function buildClaimTicketsCall(
  lottery: Address,
  lotteryId: bigint,
  tickets: readonly { readonly id: bigint; readonly bracket: number }[],
): LotteryClaimCall {
  return {
    address: lottery,
    abi: griddleLotteryAbi,
    functionName: "claimTickets",
    args: [lotteryId, tickets.map(({ id }) => id), tickets.map(({ bracket }) => bracket)],
  };
}

/** claimRefunds(lotteryId, ticketIds): a cancelled round's tickets, each refunded what it cost. */
export function buildClaimRefundsCall(
  lottery: Address,
  lotteryId: bigint,
  ticketIds: readonly bigint[],
): LotteryRefundCall {
  return {
    address: lottery,
    abi: griddleLotteryAbi,
    functionName: "claimRefunds",
    args: [lotteryId, [...ticketIds]],
  };
}
