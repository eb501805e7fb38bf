// The lottery's rounds, each player's totals and each player's tickets per round. A round opens with
// LotteryOpen (its carried pot as `injectedAmount`), sells with TicketsPurchase, may get a
// LotteryInjection, closes with LotteryClose and ends in LotteryNumberDrawn or, if its seed was not
// revealed in time, LotteryCancel; players collect with TicketsClaim (prizes) or TicketsRefund.
import { ponder, type EventNames, type IndexingFunctionArgs } from "ponder:registry";
import { lotteryRound, lotteryUser, lotteryUserRound } from "ponder:schema";
import type { Address } from "viem";
import {
  addCollectionToUserRound,
  addPurchaseToRound,
  addPurchaseToUser,
  addPurchaseToUserRound,
  lotteryPurchaseCost,
  NO_LOTTERY_USER_ROUND_TOTALS,
  NO_LOTTERY_USER_TOTALS,
} from "../../model/lotteryTotals.ts";
import { lottery } from "../shared/lottery.ts";
import { lowerAddress } from "../shared/lowerAddress.ts";
import type { IndexerDb } from "../store/IndexerDb.ts";
import { requireRow } from "../store/requireRow.ts";

type Args<name extends EventNames & `GriddleLottery:${string}`> = IndexingFunctionArgs<name>;

const BRACKETS = 6;
const roundId = (lotteryId: bigint): string => lotteryId.toString();
const userRoundId = (lotteryId: bigint, userId: Address): string => `${lotteryId}-${userId}`;
const findRound = (db: IndexerDb, lotteryId: bigint) =>
  requireRow(db.find(lotteryRound, { id: roundId(lotteryId) }), `lottery round ${lotteryId}`);

async function openRound({ event, context }: Args<"GriddleLottery:LotteryOpen">) {
  const { lotteryId, startTime, endTime, priceTicketInCake, injectedAmount } = event.args;
  // The event has no discount divisor, which prices every purchase: the round's state at this block has.
  const { discountDivisor } = await context.client.readContract({
    abi: context.contracts.GriddleLottery.abi,
    address: event.log.address,
    functionName: "viewLottery",
    args: [lotteryId],
  });
  await context.db.insert(lotteryRound).values({
    id: roundId(lotteryId),
    status: "Open",
    startTime: Number(startTime),
    endTime: Number(endTime),
    ticketPrice: priceTicketInCake,
    discountDivisor,
    totalUsers: 0,
    totalTickets: 0,
    amountCollectedInCake: injectedAmount,
    winningTickets: 0,
    cakePerBracket: Array.from({ length: BRACKETS }, () => 0n),
    countWinnersPerBracket: Array.from({ length: BRACKETS }, () => 0),
    claimedTickets: 0,
    block: event.block.number,
  });
}

async function inject({ event, context }: Args<"GriddleLottery:LotteryInjection">) {
  const { lotteryId, injectedAmount } = event.args;
  await context.db.update(lotteryRound, { id: roundId(lotteryId) }).set((row) => ({
    amountCollectedInCake: row.amountCollectedInCake + injectedAmount,
  }));
}

async function buyTickets({ event, context }: Args<"GriddleLottery:TicketsPurchase">) {
  const { buyer, lotteryId, numberTickets } = event.args;
  const userId = lowerAddress(buyer);
  const id = userRoundId(lotteryId, userId);
  const round = await findRound(context.db, lotteryId);
  const purchase = {
    tickets: Number(numberTickets),
    firstInRound: (await context.db.find(lotteryUserRound, { id })) === null,
  };
  const cost = lotteryPurchaseCost(round, purchase.tickets);
  await context.db
    .update(lotteryRound, { id: round.id })
    .set((row) => addPurchaseToRound(row, purchase, cost));
  await context.db
    .insert(lotteryUser)
    .values({
      id: userId,
      block: event.block.number,
      ...addPurchaseToUser(NO_LOTTERY_USER_TOTALS, purchase, cost),
    })
    .onConflictDoUpdate((row) => addPurchaseToUser(row, purchase, cost));
  await context.db
    .insert(lotteryUserRound)
    .values({
      id,
      userId,
      lotteryId: round.id,
      block: event.block.number,
      ...addPurchaseToUserRound(NO_LOTTERY_USER_ROUND_TOTALS, purchase, cost),
    })
    .onConflictDoUpdate((row) => addPurchaseToUserRound(row, purchase, cost));
}

async function closeRound({ event, context }: Args<"GriddleLottery:LotteryClose">) {
  await context.db.update(lotteryRound, { id: roundId(event.args.lotteryId) }).set({ status: "Close" });
}

async function drawRound({ event, context }: Args<"GriddleLottery:LotteryNumberDrawn">) {
  const { lotteryId, finalNumber, countWinningTickets } = event.args;
  // The event counts the winning tickets; each bracket's winners and prize are in the round's state.
  const { cakePerBracket, countWinnersPerBracket } = await context.client.readContract({
    abi: context.contracts.GriddleLottery.abi,
    address: event.log.address,
    functionName: "viewLottery",
    args: [lotteryId],
  });
  await context.db.update(lotteryRound, { id: roundId(lotteryId) }).set({
    status: "Claimable",
    finalNumber: Number(finalNumber),
    winningTickets: Number(countWinningTickets),
    cakePerBracket: [...cakePerBracket],
    countWinnersPerBracket: countWinnersPerBracket.map(Number),
  });
}

async function cancelRound({ event, context }: Args<"GriddleLottery:LotteryCancel">) {
  await context.db.update(lotteryRound, { id: roundId(event.args.lotteryId) }).set({ status: "Cancelled" });
}

async function collect({
  event,
  context,
}: Args<"GriddleLottery:TicketsClaim"> | Args<"GriddleLottery:TicketsRefund">) {
  const { claimer, amount, lotteryId, numberTickets } = event.args;
  const collection = { tickets: Number(numberTickets), amount };
  await context.db
    .update(lotteryUserRound, { id: userRoundId(lotteryId, lowerAddress(claimer)) })
    .set((row) => addCollectionToUserRound(row, collection));
  await context.db.update(lotteryRound, { id: roundId(lotteryId) }).set((row) => ({
    claimedTickets: row.claimedTickets + collection.tickets,
  }));
}

if (lottery !== undefined) {
  ponder.on("GriddleLottery:LotteryOpen", openRound);
  ponder.on("GriddleLottery:LotteryInjection", inject);
  ponder.on("GriddleLottery:TicketsPurchase", buyTickets);
  ponder.on("GriddleLottery:LotteryClose", closeRound);
  ponder.on("GriddleLottery:LotteryNumberDrawn", drawRound);
  ponder.on("GriddleLottery:LotteryCancel", cancelRound);
  ponder.on("GriddleLottery:TicketsClaim", collect);
  ponder.on("GriddleLottery:TicketsRefund", collect);
}
