import {
  lotteryBulkTicketPrice,
  lotterySeed,
  lotterySeedCommitment,
  lotteryWinningBracket,
} from "@griddle/sdk";
import { createTestClient, custom, encodeFunctionData, type Address, type PublicClient } from "viem";
import { CakeTokenArtifact, GriddleLotteryArtifact } from "../../generated/artifacts.ts";
import type { TransactionSender } from "../core/createTransactionSender.ts";
import type { LotterySchedule } from "./deployLottery.ts";
import {
  LOCAL_MIN_LENGTH_LOTTERY_SECONDS,
  LOTTERY_INJECTION,
  SEED_LOTTERY_OPEN_ROUND,
  SEED_LOTTERY_ROUNDS,
  type SeedLotteryPlayer,
  type SeedLotteryPurchase,
} from "./localLottery.ts";

export interface LotterySeedParties {
  readonly publicClient: PublicClient;
  readonly lottery: Address;
  readonly cake: Address;
  /** The lottery's operator and injector, as the lottery keeper will be. */
  readonly operator: TransactionSender;
  readonly deployer: TransactionSender;
  readonly devStakers: readonly TransactionSender[];
}

/** What every seeded round opens with. */
export interface LotteryRoundTerms {
  readonly priceTicketInCake: bigint;
  readonly discountDivisor: bigint;
  readonly rewardsBreakdown: readonly [bigint, bigint, bigint, bigint, bigint, bigint];
  readonly treasuryFee: bigint;
  readonly bond: bigint;
}

/**
 * Seconds a seeded round's sales last beyond the lottery's minimum: its start is mined a moment after
 * the head block its end of sales is counted from, at a time the node chooses.
 */
export const SEED_START_SLACK_SECONDS = 10n;
/** The lottery's reveal window: the seed is revealed by block closeBlock + 1 + 255 or the round is cancelled. */
const REVEAL_WINDOW_BLOCKS = 255n;
/** Tickets per purchase or claim. */
const MAX_TICKETS_PER_CALL = 100;

/**
 * Plays SEED_LOTTERY_ROUNDS on the fresh lottery as the keeper and the dev accounts would, then opens
 * the next round with SEED_LOTTERY_OPEN_ROUND's tickets, its sales ending `schedule.roundSeconds` from
 * its start, for the lottery keeper to take over.
 *
 * Mining is in the seed's hands (automining off, back on at the end): each step's transactions from
 * all its senders share one block, so the whole history takes about 25 blocks and a minute and a
 * half of chain time. That is kept short because the local node keeps any lead over the wall clock
 * for good (hardhat_mine intervals and evm_increaseTime alike) and the app's deadlines start from the
 * wall clock: a finished round lasts LOCAL_MIN_LENGTH_LOTTERY_SECONDS plus SEED_START_SLACK_SECONDS,
 * and only its close block is dated, at its end of sales. Blocks are otherwise dated by the node,
 * which may also mine on its own (npm start's node mines every 3 s), so nothing here counts on a
 * block's number or time but the close's. The withheld round's reveal window passes in one
 * hardhat_mine of empty blocks sharing a timestamp.
 */
export async function seedLotteryHistory(
  parties: LotterySeedParties,
  terms: LotteryRoundTerms,
  schedule: LotterySchedule,
): Promise<void> {
  const { publicClient, lottery, cake, operator } = parties;
  const testClient = createTestClient({ mode: "hardhat", transport: custom(publicClient) });
  const lotteryAbi = GriddleLotteryArtifact.abi;
  const senderOf = (player: SeedLotteryPlayer): TransactionSender => {
    const sender = player === "deployer" ? parties.deployer : parties.devStakers[player];
    if (sender === undefined) throw new Error(`The seed has no dev staker #${String(player)} to play with`);
    return sender;
  };
  const call = (sender: TransactionSender, step: string, data: `0x${string}`, to = lottery) =>
    sender.send({ step: `lottery seed: ${step}`, to, data });
  const approve = (sender: TransactionSender, amount: bigint) =>
    call(
      sender,
      `approve ${amount} CAKE`,
      encodeFunctionData({ abi: CakeTokenArtifact.abi, functionName: "approve", args: [lottery, amount] }),
      cake,
    );

  const head = () => publicClient.getBlock({ blockTag: "latest" });
  /** Mines what the senders sent into one block (or the node's interval mining did) and checks it. */
  const mineBlock = async (senders: readonly TransactionSender[]) => {
    await testClient.mine({ blocks: 1 });
    for (const sender of new Set(senders)) await sender.confirm();
  };
  const closeBlockOf = async (lotteryId: bigint) => {
    const [, , , , closeBlock] = await publicClient.readContract({
      address: lottery,
      abi: lotteryAbi,
      functionName: "viewRandomness",
      args: [lotteryId],
    });
    return closeBlock;
  };

  /** Opens the next round on `terms`, its sales ending `length` seconds after the head block; returns the end. */
  const start = async (lotteryId: bigint, length: bigint, inject: boolean) => {
    const endTime = (await head()).timestamp + length;
    await approve(operator, terms.bond + (inject ? LOTTERY_INJECTION : 0n));
    await call(
      operator,
      `start round ${lotteryId}`,
      encodeFunctionData({
        abi: lotteryAbi,
        functionName: "startLottery",
        args: [
          endTime,
          terms.priceTicketInCake,
          terms.discountDivisor,
          terms.rewardsBreakdown,
          terms.treasuryFee,
          lotterySeedCommitment(lotterySeed(schedule.seedSecret, lotteryId)),
          terms.bond,
        ],
      }),
    );
    if (inject) {
      await call(
        operator,
        `inject into round ${lotteryId}`,
        encodeFunctionData({
          abi: lotteryAbi,
          functionName: "injectFunds",
          args: [lotteryId, LOTTERY_INJECTION],
        }),
      );
    }
    await mineBlock([operator]);
    return endTime;
  };
  const buy = async (lotteryId: bigint, purchases: readonly SeedLotteryPurchase[]) => {
    for (const { player, numbers } of purchases) {
      const sender = senderOf(player);
      // Approved exactly, as each purchase in the app asks, so no dev account is left 'enabled'.
      await approve(
        sender,
        lotteryBulkTicketPrice(terms.discountDivisor, terms.priceTicketInCake, BigInt(numbers.length)),
      );
      await call(
        sender,
        `buy ${numbers.length} tickets in round ${lotteryId}`,
        encodeFunctionData({ abi: lotteryAbi, functionName: "buyTickets", args: [lotteryId, [...numbers]] }),
      );
    }
    await mineBlock(purchases.map(({ player }) => senderOf(player)));
  };
  /** Every ticket of `player` in the round, read page by page as the app reads them. */
  const ticketsOf = async (player: SeedLotteryPlayer, lotteryId: bigint) => {
    const tickets: { id: bigint; number: number }[] = [];
    let cursor = 0n;
    for (;;) {
      const [ids, numbers, , next] = await publicClient.readContract({
        address: lottery,
        abi: lotteryAbi,
        functionName: "viewUserInfoForLotteryId",
        args: [senderOf(player).deployer, lotteryId, cursor, BigInt(MAX_TICKETS_PER_CALL)],
      });
      ids.forEach((id, index) => tickets.push({ id, number: numbers[index] ?? 0 }));
      if (ids.length < MAX_TICKETS_PER_CALL) return tickets;
      cursor = next;
    }
  };
  /** Claims every prize `player` won in drawn round `lotteryId`, 100 tickets a call. */
  const claimPrizes = async (player: SeedLotteryPlayer, lotteryId: bigint, finalNumber: number) => {
    const winners = (await ticketsOf(player, lotteryId)).flatMap(({ id, number }) => {
      const bracket = lotteryWinningBracket(number, finalNumber);
      return bracket === undefined ? [] : [{ id, bracket }];
    });
    for (let from = 0; from < winners.length; from += MAX_TICKETS_PER_CALL) {
      const page = winners.slice(from, from + MAX_TICKETS_PER_CALL);
      await call(
        senderOf(player),
        `claim ${page.length} prizes of round ${lotteryId}`,
        encodeFunctionData({
          abi: lotteryAbi,
          functionName: "claimTickets",
          args: [lotteryId, page.map(({ id }) => id), page.map(({ bracket }) => bracket)],
        }),
      );
    }
  };
  const claimRefunds = async (player: SeedLotteryPlayer, lotteryId: bigint) => {
    const tickets = await ticketsOf(player, lotteryId);
    for (let from = 0; from < tickets.length; from += MAX_TICKETS_PER_CALL) {
      const page = tickets.slice(from, from + MAX_TICKETS_PER_CALL);
      await call(
        senderOf(player),
        `claim ${page.length} refunds of round ${lotteryId}`,
        encodeFunctionData({
          abi: lotteryAbi,
          functionName: "claimRefunds",
          args: [lotteryId, page.map(({ id }) => id)],
        }),
      );
    }
  };

  await testClient.setAutomine(false);
  try {
    for (const [index, round] of SEED_LOTTERY_ROUNDS.entries()) {
      const lotteryId = BigInt(index + 1);
      const endTime = await start(
        lotteryId,
        LOCAL_MIN_LENGTH_LOTTERY_SECONDS + SEED_START_SLACK_SECONDS,
        round.inject,
      );
      await buy(lotteryId, round.purchases);
      // Dated first, then sent: whichever block takes the close is dated at the end of sales or later.
      if (endTime > (await head()).timestamp) await testClient.setNextBlockTimestamp({ timestamp: endTime });
      await call(
        operator,
        `close round ${lotteryId}`,
        encodeFunctionData({ abi: lotteryAbi, functionName: "closeLottery", args: [lotteryId] }),
      );
      await mineBlock([operator]);
      const closeBlock = await closeBlockOf(lotteryId);
      if (round.revealed) {
        // The draw mixes in the hash of the block after the close block, so it comes one block later.
        await mineBlock([]);
        await call(
          operator,
          `draw round ${lotteryId}`,
          encodeFunctionData({
            abi: lotteryAbi,
            functionName: "drawFinalNumberAndMakeLotteryClaimable",
            args: [lotteryId, true, lotterySeed(schedule.seedSecret, lotteryId)],
          }),
        );
        await mineBlock([operator]);
        const { finalNumber } = await publicClient.readContract({
          address: lottery,
          abi: lotteryAbi,
          functionName: "viewLottery",
          args: [lotteryId],
        });
        for (const player of round.collect) await claimPrizes(player, lotteryId, finalNumber);
      } else {
        // Empty blocks with one timestamp until the window is over; then anyone may cancel.
        const lastBlock = closeBlock + 1n + REVEAL_WINDOW_BLOCKS;
        const now = await publicClient.getBlockNumber({ cacheTime: 0 });
        if (lastBlock > now) await testClient.mine({ blocks: Number(lastBlock - now), interval: 0 });
        await call(
          operator,
          `cancel round ${lotteryId}`,
          encodeFunctionData({ abi: lotteryAbi, functionName: "cancelLottery", args: [lotteryId] }),
        );
        await mineBlock([operator]);
        for (const player of round.collect) await claimRefunds(player, lotteryId);
      }
      if (round.collect.length > 0) await mineBlock(round.collect.map(senderOf));
    }
    const openId = BigInt(SEED_LOTTERY_ROUNDS.length + 1);
    await start(openId, BigInt(schedule.roundSeconds), openId % 2n === 0n);
    await buy(openId, SEED_LOTTERY_OPEN_ROUND);
  } finally {
    await testClient.setAutomine(true);
  }
  const current = await publicClient.readContract({
    address: lottery,
    abi: lotteryAbi,
    functionName: "currentLotteryId",
  });
  if (current !== BigInt(SEED_LOTTERY_ROUNDS.length + 1)) {
    throw new Error(`The lottery seed ended in round ${current}, not ${SEED_LOTTERY_ROUNDS.length + 1}`);
  }
}
