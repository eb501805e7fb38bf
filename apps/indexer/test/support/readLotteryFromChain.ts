import { griddleLotteryAbi, type DeploymentManifest } from "@griddle/sdk";
import type { Address, PublicClient } from "viem";
import { lower } from "./lower.ts";

/** A round as `viewLottery` has it at the block read, with when it opened and what its draw counted. */
export interface ChainLotteryRound {
  readonly id: bigint;
  readonly round: Awaited<ReturnType<typeof readRound>>;
  /** The block of its LotteryOpen. */
  readonly openBlock: bigint;
  /** LotteryNumberDrawn's countWinningTickets; undefined until drawn. */
  readonly winningTickets: bigint | undefined;
}

/** A player's tickets in one round, from the lottery's views and its purchase and collection events. */
export interface ChainUserRound {
  readonly lotteryId: bigint;
  /** Lower-case. */
  readonly user: Address;
  /** `viewUserInfoForLotteryId`: every ticket, and whether each was paid out. */
  readonly tickets: number;
  readonly paidTickets: number;
  /** What the purchases cost, each priced by `calculateTotalPriceForBulkTickets`. */
  readonly cost: bigint;
  /** The block of the first purchase. */
  readonly block: bigint;
  /** Collections (TicketsClaim, TicketsRefund): how many, and what they paid. */
  readonly collections: number;
  readonly collected: bigint;
}

export interface LotteryOnChain {
  readonly rounds: readonly ChainLotteryRound[];
  readonly userRounds: readonly ChainUserRound[];
}

function readRound(publicClient: PublicClient, lottery: Address, id: bigint, blockNumber: bigint) {
  return publicClient.readContract({
    address: lottery,
    abi: griddleLotteryAbi,
    functionName: "viewLottery",
    args: [id],
    blockNumber,
  });
}

/** Every round and every player's round of the lottery as the chain holds them at `toBlock`. */
export async function readLotteryFromChain(
  publicClient: PublicClient,
  manifest: DeploymentManifest,
  toBlock: bigint,
): Promise<LotteryOnChain> {
  const read = { address: manifest.lottery.contract, abi: griddleLotteryAbi } as const;
  const events = await publicClient.getContractEvents({
    ...read,
    fromBlock: BigInt(manifest.lottery.startBlock),
    toBlock,
    strict: true,
  });
  const currentId = await publicClient.readContract({
    ...read,
    functionName: "currentLotteryId",
    blockNumber: toBlock,
  });
  const rounds: ChainLotteryRound[] = [];
  for (let id = 1n; id <= currentId; id += 1n) {
    const opened = events.find((event) => event.eventName === "LotteryOpen" && event.args.lotteryId === id);
    const drawn = events.find(
      (event) => event.eventName === "LotteryNumberDrawn" && event.args.lotteryId === id,
    );
    if (opened === undefined) throw new Error(`No LotteryOpen for round ${id}`);
    rounds.push({
      id,
      round: await readRound(publicClient, manifest.lottery.contract, id, toBlock),
      openBlock: opened.blockNumber,
      winningTickets: drawn?.eventName === "LotteryNumberDrawn" ? drawn.args.countWinningTickets : undefined,
    });
  }

  const userRounds = new Map<
    string,
    { lotteryId: bigint; user: Address; cost: bigint; block: bigint; collections: number; collected: bigint }
  >();
  for (const event of events) {
    if (event.eventName === "TicketsPurchase") {
      const { buyer, lotteryId, numberTickets } = event.args;
      const { round } = rounds.find((candidate) => candidate.id === lotteryId) ?? {};
      if (round === undefined) throw new Error(`A purchase in unknown round ${lotteryId}`);
      const cost = await publicClient.readContract({
        ...read,
        functionName: "calculateTotalPriceForBulkTickets",
        args: [round.discountDivisor, round.priceTicketInCake, numberTickets],
      });
      const key = `${lotteryId}-${lower(buyer)}`;
      const known = userRounds.get(key);
      userRounds.set(key, {
        lotteryId,
        user: lower(buyer),
        cost: (known?.cost ?? 0n) + cost,
        block: known?.block ?? event.blockNumber,
        collections: known?.collections ?? 0,
        collected: known?.collected ?? 0n,
      });
    } else if (event.eventName === "TicketsClaim" || event.eventName === "TicketsRefund") {
      const { claimer, lotteryId, amount } = event.args;
      const known = userRounds.get(`${lotteryId}-${lower(claimer)}`);
      if (known === undefined) throw new Error(`A collection without a purchase in round ${lotteryId}`);
      known.collections += 1;
      known.collected += amount;
    }
  }
  const withTickets = await Promise.all(
    [...userRounds.values()].map(async (userRound): Promise<ChainUserRound> => {
      const [ids, , paid] = await publicClient.readContract({
        ...read,
        functionName: "viewUserInfoForLotteryId",
        args: [userRound.user, userRound.lotteryId, 0n, 1000n],
        blockNumber: toBlock,
      });
      return { ...userRound, tickets: ids.length, paidTickets: paid.filter(Boolean).length };
    }),
  );
  return { rounds, userRounds: withTickets };
}
