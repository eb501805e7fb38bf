import { griddlePredictionAbi, priceFeedAggregatorAbi, type DeploymentManifest } from "@griddle/sdk";
import type { Address, Hash, PublicClient } from "viem";
import { NO_PREDICTION_TOTALS } from "../../model/predictionUserTotals.ts";
import { lower } from "./lower.ts";

export type ChainRound = Awaited<ReturnType<typeof readRound>>;

export interface ChainBet {
  readonly id: string;
  readonly epoch: bigint;
  /** Lower-case. */
  readonly user: Address;
  readonly position: "Bull" | "Bear";
  readonly amount: bigint;
  readonly hash: Hash;
  readonly block: bigint;
  /** From the game's ledger. */
  readonly claimed: boolean;
  /** From the Claim event. */
  readonly claim: { readonly amount: bigint; readonly hash: Hash } | undefined;
}

export interface ChainAnswer {
  readonly roundId: bigint;
  readonly answer: bigint;
  readonly updatedAt: bigint;
  readonly block: bigint;
}

export interface PredictionOnChain {
  readonly rounds: ReadonlyMap<bigint, ChainRound>;
  readonly bets: readonly ChainBet[];
  readonly answers: readonly ChainAnswer[];
}

function readRound(
  publicClient: PublicClient,
  manifest: DeploymentManifest,
  epoch: bigint,
  blockNumber: bigint,
) {
  return publicClient.readContract({
    address: manifest.prediction.contract,
    abi: griddlePredictionAbi,
    functionName: "rounds",
    args: [epoch],
    blockNumber,
  });
}

/** The game's rounds, bets and claims and the feed's answers, as the chain holds them at `toBlock`. */
export async function readPredictionFromChain(
  publicClient: PublicClient,
  manifest: DeploymentManifest,
  toBlock: bigint,
): Promise<PredictionOnChain> {
  const game = { address: manifest.prediction.contract, abi: griddlePredictionAbi } as const;
  const range = { fromBlock: BigInt(manifest.prediction.startBlock), toBlock };
  const currentEpoch = await publicClient.readContract({
    ...game,
    functionName: "currentEpoch",
    blockNumber: toBlock,
  });
  const rounds = new Map<bigint, ChainRound>();
  for (let epoch = 1n; epoch <= currentEpoch; epoch += 1n) {
    rounds.set(epoch, await readRound(publicClient, manifest, epoch, toBlock));
  }

  const events = await publicClient.getContractEvents({ ...game, ...range, strict: true });
  const claims = new Map<string, { amount: bigint; hash: Hash }>();
  const placed: Omit<ChainBet, "claimed" | "claim">[] = [];
  for (const event of events) {
    if (event.eventName === "Claim") {
      const { sender, epoch, amount } = event.args;
      claims.set(`${epoch}-${lower(sender)}`, { amount, hash: event.transactionHash });
    } else if (event.eventName === "BetBull" || event.eventName === "BetBear") {
      const { sender, epoch, amount } = event.args;
      placed.push({
        id: `${epoch}-${lower(sender)}`,
        epoch,
        user: lower(sender),
        position: event.eventName === "BetBull" ? "Bull" : "Bear",
        amount,
        hash: event.transactionHash,
        block: event.blockNumber,
      });
    }
  }
  const bets = await Promise.all(
    placed.map(async (bet): Promise<ChainBet> => {
      const [, , claimed] = await publicClient.readContract({
        ...game,
        functionName: "ledger",
        args: [bet.epoch, bet.user],
        blockNumber: toBlock,
      });
      return { ...bet, claimed, claim: claims.get(bet.id) };
    }),
  );

  const answered = await publicClient.getContractEvents({
    address: manifest.prediction.priceFeed,
    abi: priceFeedAggregatorAbi,
    eventName: "AnswerUpdated",
    ...range,
    strict: true,
  });
  // A later submission to a round answers it again: the last answer stands.
  const answers = new Map<bigint, ChainAnswer>();
  for (const { args, blockNumber } of answered) {
    answers.set(args.roundId, {
      roundId: args.roundId,
      answer: args.current,
      updatedAt: args.updatedAt,
      block: blockNumber,
    });
  }
  return { rounds, bets, answers: [...answers.values()] };
}

/** A bettor's totals as the game's state implies them (apps/indexer/ponder.schema.ts, user). */
export interface ExpectedUserTotals {
  totalBets: number;
  totalBetsBull: number;
  totalBetsBear: number;
  totalBNB: bigint;
  roundsWon: number;
  roundsLost: number;
  totalBNBClaimed: bigint;
  netBNB: bigint;
}

/**
 * Every bettor's totals from the chain's rounds and ledgers: over settled rounds (closed or canceled)
 * what each bet returned (its claim, else what `claim` would pay: the winners' share rounded down, the
 * bet for a refund) less what it staked.
 */
export function expectedUserTotals({ rounds, bets }: PredictionOnChain): Map<Address, ExpectedUserTotals> {
  const totals = new Map<Address, ExpectedUserTotals>();
  for (const bet of bets) {
    const round = rounds.get(bet.epoch);
    if (round === undefined) throw new Error(`No round ${bet.epoch} on chain`);
    const user: ExpectedUserTotals = totals.get(bet.user) ?? { ...NO_PREDICTION_TOTALS };
    totals.set(bet.user, user);
    user.totalBets += 1;
    if (bet.position === "Bull") user.totalBetsBull += 1;
    else user.totalBetsBear += 1;
    user.totalBNB += bet.amount;
    user.totalBNBClaimed += bet.claim?.amount ?? 0n;
    if (!round.cancelled && !round.oracleCalled) continue;
    const refunded = round.cancelled || round.rewardBaseCalAmount === 0n;
    const won = !refunded && round.closePrice > round.lockPrice === (bet.position === "Bull");
    if (won) user.roundsWon += 1;
    if (!refunded && !won) user.roundsLost += 1;
    const collectable = refunded
      ? bet.amount
      : won
        ? (bet.amount * round.rewardAmount) / round.rewardBaseCalAmount
        : 0n;
    user.netBNB += (bet.claim?.amount ?? collectable) - bet.amount;
  }
  return totals;
}
