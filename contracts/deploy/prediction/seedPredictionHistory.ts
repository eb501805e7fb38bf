import { encodeFunctionData, type Address, type PublicClient } from "viem";
import { GriddlePredictionArtifact, PriceFeedAggregatorArtifact } from "../../generated/artifacts.ts";
import type { TransactionSender } from "../core/createTransactionSender.ts";
import { mineBlocksPast } from "../core/mineBlocksPast.ts";
import { movePrice } from "./movePrice.ts";
import { SEED_ROUNDS, type SeedBettor } from "./localPrediction.ts";

export interface PredictionSeedParties {
  readonly publicClient: PublicClient;
  readonly game: Address;
  readonly feed: Address;
  /** The game's operator, as the operator keeper will be. */
  readonly operator: TransactionSender;
  /** The feed's oracle, as the oracle keeper will be. */
  readonly oracle: TransactionSender;
  readonly deployer: TransactionSender;
  readonly devStakers: readonly TransactionSender[];
}

/**
 * Plays SEED_ROUNDS on the fresh game as the keepers and the dev accounts would, mining the blocks
 * between locks at once (one timestamp, so the chain's clock keeps to the wall clock). Leaves the
 * last seeded round live and the next one open, with a lock block a whole interval away, for the
 * operator keeper to take over.
 */
export async function seedPredictionHistory(
  parties: PredictionSeedParties,
  startPrice: bigint,
): Promise<void> {
  const { publicClient, game, feed, operator, oracle } = parties;
  const senderOf = (bettor: SeedBettor): TransactionSender => {
    const sender = bettor === "deployer" ? parties.deployer : parties.devStakers[bettor];
    if (sender === undefined) throw new Error(`The seed has no dev staker #${String(bettor)} to bet with`);
    return sender;
  };
  const readGame = <T>(functionName: "currentEpoch" | "bufferBlocks", args: readonly [] = []) =>
    publicClient.readContract({
      address: game,
      abi: GriddlePredictionArtifact.abi,
      functionName,
      args,
    }) as Promise<T>;
  const lockBlockOf = async (epoch: bigint): Promise<bigint> => {
    const round = await publicClient.readContract({
      address: game,
      abi: GriddlePredictionArtifact.abi,
      functionName: "rounds",
      args: [epoch],
    });
    return round.lockBlock;
  };
  const operate = async (
    functionName: "genesisStartRound" | "genesisLockRound" | "executeRound" | "catchUp",
  ) => {
    await operator.send({
      step: `prediction seed: ${functionName}`,
      to: game,
      data: encodeFunctionData({ abi: GriddlePredictionArtifact.abi, functionName }),
    });
    await operator.confirm();
  };
  let oracleRoundId = 0n;
  const submitPrice = async (price: bigint) => {
    oracleRoundId += 1n;
    await oracle.send({
      step: `prediction seed: submit oracle round ${oracleRoundId}`,
      to: feed,
      data: encodeFunctionData({
        abi: PriceFeedAggregatorArtifact.abi,
        functionName: "submit",
        args: [oracleRoundId, price],
      }),
    });
    await oracle.confirm();
  };

  await operate("genesisStartRound");
  let price = startPrice;
  const cancelled = new Set<number>();
  for (const [index, round] of SEED_ROUNDS.entries()) {
    const epoch = BigInt(index + 1);
    for (const bet of round.bets) {
      const sender = senderOf(bet.bettor);
      await sender.send({
        step: `prediction seed: ${bet.side} bet in round ${epoch}`,
        to: game,
        data: encodeFunctionData({
          abi: GriddlePredictionArtifact.abi,
          functionName: bet.side === "bull" ? "betBull" : "betBear",
          args: [epoch],
        }),
        value: bet.amount,
      });
      await sender.confirm();
    }

    const lockBlock = await lockBlockOf(epoch);
    if (round.missWindow === true) {
      const buffer = await readGame<bigint>("bufferBlocks");
      await mineBlocksPast(publicClient, lockBlock + buffer);
      await operate("catchUp");
      cancelled.add(index).add(index - 1);
      continue;
    }
    const previous = SEED_ROUNDS[index - 1];
    if (previous !== undefined && !cancelled.has(index - 1)) price = movePrice(price, previous.closeMoveBps);
    await submitPrice(price);
    await mineBlocksPast(publicClient, lockBlock - 2n);
    await operate(index === 0 ? "genesisLockRound" : "executeRound");
    if (previous === undefined) continue;
    for (const bettor of previous.claim) {
      const sender = senderOf(bettor);
      await sender.send({
        step: `prediction seed: claim round ${epoch - 1n}`,
        to: game,
        data: encodeFunctionData({
          abi: GriddlePredictionArtifact.abi,
          functionName: "claim",
          args: [[epoch - 1n]],
        }),
      });
      await sender.confirm();
    }
  }
  const current = await readGame<bigint>("currentEpoch");
  if (current !== BigInt(SEED_ROUNDS.length + 1)) {
    throw new Error(`The prediction seed ended in round ${current}, not ${SEED_ROUNDS.length + 1}`);
  }
}
