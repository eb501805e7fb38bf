import { lotteryBulkTicketPrice } from "@griddle/sdk";

/** One TicketsPurchase: how many tickets, and whether it is the buyer's first in the round. */
export interface LotteryPurchase {
  readonly tickets: number;
  readonly firstInRound: boolean;
}

/** A round's sales figures. */
export interface LotteryRoundTotals {
  readonly totalUsers: number;
  readonly totalTickets: number;
  readonly amountCollectedInCake: bigint;
}

/** A player's figures over every round. */
export interface LotteryUserTotals {
  readonly totalRounds: number;
  readonly totalTickets: number;
  readonly totalCake: bigint;
}

/** A player's figures in one round. */
export interface LotteryUserRoundTotals {
  readonly totalTickets: number;
  readonly totalCake: bigint;
  readonly claimed: boolean;
  readonly claimedTickets: number;
  readonly claimedCake: bigint;
}

export const NO_LOTTERY_USER_TOTALS: LotteryUserTotals = { totalRounds: 0, totalTickets: 0, totalCake: 0n };
export const NO_LOTTERY_USER_ROUND_TOTALS: LotteryUserRoundTotals = {
  totalTickets: 0,
  totalCake: 0n,
  claimed: false,
  claimedTickets: 0,
  claimedCake: 0n,
};

/**
 * What a purchase cost: the event gives the ticket count only, so the price is worked out as the
 * lottery charged it, from the round's ticket price and discount divisor (lotteryBulkTicketPrice).
 */
export function lotteryPurchaseCost(
  round: { readonly ticketPrice: bigint; readonly discountDivisor: bigint },
  tickets: number,
): bigint {
  return lotteryBulkTicketPrice(round.discountDivisor, round.ticketPrice, BigInt(tickets));
}

/** A purchase adds its tickets and cost to the round's pot, and a buyer the first time it buys in. */
export function addPurchaseToRound(
  round: LotteryRoundTotals,
  purchase: LotteryPurchase,
  cost: bigint,
): LotteryRoundTotals {
  return {
    totalUsers: round.totalUsers + (purchase.firstInRound ? 1 : 0),
    totalTickets: round.totalTickets + purchase.tickets,
    amountCollectedInCake: round.amountCollectedInCake + cost,
  };
}

/** A purchase adds to the player's tickets and CAKE, and a round the first time it buys in one. */
export function addPurchaseToUser(
  user: LotteryUserTotals,
  purchase: LotteryPurchase,
  cost: bigint,
): LotteryUserTotals {
  return {
    totalRounds: user.totalRounds + (purchase.firstInRound ? 1 : 0),
    totalTickets: user.totalTickets + purchase.tickets,
    totalCake: user.totalCake + cost,
  };
}

/** Only the totals of `row`, which may be a whole table row: what a database update may set. */
function userRoundTotalsOf(row: LotteryUserRoundTotals): LotteryUserRoundTotals {
  const { totalTickets, totalCake, claimed, claimedTickets, claimedCake } = row;
  return { totalTickets, totalCake, claimed, claimedTickets, claimedCake };
}

/** A purchase adds to the player's tickets and CAKE in the round. */
export function addPurchaseToUserRound(
  userRound: LotteryUserRoundTotals,
  purchase: LotteryPurchase,
  cost: bigint,
): LotteryUserRoundTotals {
  return {
    ...userRoundTotalsOf(userRound),
    totalTickets: userRound.totalTickets + purchase.tickets,
    totalCake: userRound.totalCake + cost,
  };
}

/**
 * A TicketsClaim (prizes) or TicketsRefund (a cancelled round) marks the player's round collected, as
 * PancakeSwap's subgraph does on a claim, and counts what it paid for how many tickets.
 */
export function addCollectionToUserRound(
  userRound: LotteryUserRoundTotals,
  collection: { readonly tickets: number; readonly amount: bigint },
): LotteryUserRoundTotals {
  return {
    ...userRoundTotalsOf(userRound),
    claimed: true,
    claimedTickets: userRound.claimedTickets + collection.tickets,
    claimedCake: userRound.claimedCake + collection.amount,
  };
}
