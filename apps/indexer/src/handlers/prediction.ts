// The prediction game's rounds, bets and claims, and each bettor's totals. In one executeRound the
// game emits EndRound and RewardsCalculated for the live round, then LockRound for the current one,
// then StartRound for the next; CancelRound replaces a lock or a close that found no usable price.
import { ponder, type EventNames, type IndexingFunctionArgs } from "ponder:registry";
import { bet, round, user } from "ponder:schema";
import { getAddress, type Address } from "viem";
import { addBetToTotals, addClaimToTotals, NO_PREDICTION_TOTALS } from "../../model/predictionUserTotals.ts";
import { settleBet } from "../../model/settleBet.ts";
import { winningPosition } from "../../model/winningPosition.ts";
import { lowerAddress } from "../shared/lowerAddress.ts";
import { prediction } from "../shared/prediction.ts";
import type { IndexerDb } from "../store/IndexerDb.ts";
import { requireRow } from "../store/requireRow.ts";
import { settleRoundBets } from "../store/settleRoundBets.ts";

type Args<name extends EventNames & `GriddlePrediction:${string}`> = IndexingFunctionArgs<name>;

const roundId = (epoch: bigint): string => epoch.toString();
const betId = (epoch: bigint, userId: Address): string => `${epoch}-${userId}`;
const findRound = (db: IndexerDb, epoch: bigint) =>
  requireRow(db.find(round, { id: roundId(epoch) }), `round ${epoch}`);

async function startRound({ event, context }: Args<"GriddlePrediction:StartRound">) {
  const { epoch } = event.args;
  // The event names the epoch only; the round's blocks and rates are in its state at this block.
  const scheduled = await context.client.readContract({
    abi: context.contracts.GriddlePrediction.abi,
    address: event.log.address,
    functionName: "rounds",
    args: [epoch],
  });
  await context.db.insert(round).values({
    id: roundId(epoch),
    epoch,
    failed: false,
    startBlock: scheduled.startBlock,
    lockBlock: scheduled.lockBlock,
    endBlock: scheduled.endBlock,
    startAt: Number(event.block.timestamp),
    totalBets: 0,
    bullBets: 0,
    bearBets: 0,
    totalAmount: 0n,
    bullAmount: 0n,
    bearAmount: 0n,
    rewardBaseCalAmount: 0n,
    rewardAmount: 0n,
    rewardRate: Number(scheduled.rewardRate),
    treasuryRate: Number(scheduled.treasuryRate),
  });
}

async function placeBet(
  { event, context }: Args<"GriddlePrediction:BetBull" | "GriddlePrediction:BetBear">,
  position: "Bull" | "Bear",
) {
  const { sender, epoch, amount } = event.args;
  const userId = lowerAddress(sender);
  const timestamp = Number(event.block.timestamp);
  await context.db.insert(bet).values({
    id: betId(epoch, userId),
    hash: event.transaction.hash,
    amount,
    position,
    claimed: false,
    createdAt: timestamp,
    updatedAt: timestamp,
    block: event.block.number,
    userId,
    roundId: roundId(epoch),
  });
  const isBull = position === "Bull";
  await context.db.update(round, { id: roundId(epoch) }).set((row) => ({
    totalBets: row.totalBets + 1,
    bullBets: row.bullBets + (isBull ? 1 : 0),
    bearBets: row.bearBets + (isBull ? 0 : 1),
    totalAmount: row.totalAmount + amount,
    bullAmount: row.bullAmount + (isBull ? amount : 0n),
    bearAmount: row.bearAmount + (isBull ? 0n : amount),
  }));
  await context.db
    .insert(user)
    .values({
      id: userId,
      address: getAddress(sender),
      createdAt: timestamp,
      updatedAt: timestamp,
      block: event.block.number,
      ...addBetToTotals(NO_PREDICTION_TOTALS, { position, amount }),
    })
    .onConflictDoUpdate((row) => ({ ...addBetToTotals(row, { position, amount }), updatedAt: timestamp }));
}

async function lockRound({ event, context }: Args<"GriddlePrediction:LockRound">) {
  const { epoch, roundId: oracleRoundId, price } = event.args;
  await context.db.update(round, { id: roundId(epoch) }).set({
    lockAt: Number(event.block.timestamp),
    lockPrice: price,
    lockRoundId: oracleRoundId,
  });
}

async function endRound({ event, context }: Args<"GriddlePrediction:EndRound">) {
  const { epoch, roundId: oracleRoundId, price } = event.args;
  const { lockPrice } = await findRound(context.db, epoch);
  if (lockPrice === null) throw new Error(`The indexer lost track of round ${epoch}'s lock price`);
  await context.db.update(round, { id: roundId(epoch) }).set({
    closePrice: price,
    closeRoundId: oracleRoundId,
    position: winningPosition(lockPrice, price),
  });
}

async function calculateRewards({ event, context }: Args<"GriddlePrediction:RewardsCalculated">) {
  const { epoch, rewardBaseCalAmount, rewardAmount } = event.args;
  const settled = await context.db
    .update(round, { id: roundId(epoch) })
    .set({ rewardBaseCalAmount, rewardAmount });
  // Without winners every bet is refunded, which moves no bettor's totals.
  if (rewardBaseCalAmount > 0n) await settleRoundBets(context.db, settled);
}

async function cancelRound({ event, context }: Args<"GriddlePrediction:CancelRound">) {
  // Every bet is refunded, which moves no bettor's totals until it is claimed.
  await context.db.update(round, { id: roundId(event.args.epoch) }).set({ failed: true, position: null });
}

async function claim({ event, context }: Args<"GriddlePrediction:Claim">) {
  const { sender, epoch, amount } = event.args;
  const userId = lowerAddress(sender);
  const timestamp = Number(event.block.timestamp);
  const claimed = await context.db.update(bet, { id: betId(epoch, userId) }).set({
    claimed: true,
    claimedHash: event.transaction.hash,
    claimedAmount: amount,
    updatedAt: timestamp,
  });
  const { payout } = settleBet(claimed, await findRound(context.db, epoch));
  await context.db
    .update(user, { id: userId })
    .set((row) => ({ ...addClaimToTotals(row, amount, payout), updatedAt: timestamp }));
}

if (prediction !== undefined) {
  ponder.on("GriddlePrediction:StartRound", startRound);
  ponder.on("GriddlePrediction:BetBull", (args) => placeBet(args, "Bull"));
  ponder.on("GriddlePrediction:BetBear", (args) => placeBet(args, "Bear"));
  ponder.on("GriddlePrediction:LockRound", lockRound);
  ponder.on("GriddlePrediction:EndRound", endRound);
  ponder.on("GriddlePrediction:RewardsCalculated", calculateRewards);
  ponder.on("GriddlePrediction:CancelRound", cancelRound);
  ponder.on("GriddlePrediction:Claim", claim);
}
