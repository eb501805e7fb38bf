import { LOCAL_KEEPER_ACCOUNT_INDEX, type PredictionSection } from "@griddle/sdk";
import { encodeDeployData, encodeFunctionData } from "viem";
import { GriddlePredictionArtifact, PriceFeedAggregatorArtifact } from "../../generated/artifacts.ts";
import type { DeployedContracts } from "../amm/deployContracts.ts";
import { readPairReserves } from "../amm/readPairReserves.ts";
import { requireToken } from "../amm/requireToken.ts";
import { createKeeperSender, fundKeeper } from "../core/createKeeperSender.ts";
import type { DeployContext } from "../core/DeployContext.ts";
import { bnbPriceFromReserves } from "./bnbPriceFromReserves.ts";
import {
  PREDICTION_BLOCK_TIME_SECONDS,
  PRICE_FEED_DECIMALS,
  PRICE_FEED_DESCRIPTION,
  PRICE_FEED_MAX_ANSWER,
  PRICE_FEED_MIN_ANSWER,
  PRICE_FEED_TIMEOUT_SECONDS,
} from "./localPrediction.ts";
import { seedPredictionHistory } from "./seedPredictionHistory.ts";

/**
 * Round lengths other than the contract's (100 and 20 blocks), for demos and tests: the seed still
 * plays its history, each round this long.
 */
export interface PredictionRoundLengths {
  /** Blocks from a round's start to its lock, and from its lock to its end. */
  readonly intervalBlocks: number;
  /** Blocks after a lock block within which the operator may still execute the round. */
  readonly bufferBlocks: number;
}

/** The deployed game and the history still to be played on it. */
export interface DeployedPrediction extends PredictionSection {
  /**
   * Sets the round lengths if any were asked for, then plays the seeded history. Run after every later
   * area's step: the history leaves the next round open a whole interval before its lock, and blocks
   * mined after it would eat into that interval.
   */
  seedHistory(): Promise<void>;
}

/**
 * Deploys the BNB/USD price feed (one oracle: the oracle keeper's account; read by the game and by
 * the app through Multicall) and the prediction game (admin: the deployer; operator: the operator
 * keeper's account) and funds the three keeper accounts; `seedHistory` then plays the seeded history
 * at the BNB-BUSD pair's price. Runs after every earlier area, so their addresses never move. With
 * `roundLengths`, the seed first has the admin pause the fresh game, set them and unpause (nothing
 * changes without them; done there, after the later areas' deployments, so their addresses are the
 * same whatever the lengths).
 */
export async function deployPrediction(
  context: DeployContext,
  contracts: DeployedContracts,
  roundLengths?: PredictionRoundLengths,
): Promise<DeployedPrediction> {
  const { publicClient, deployer: sender } = context;
  const deployer = sender.deployer;
  const startBlock = Number(await publicClient.getBlockNumber({ cacheTime: 0 }));
  const operator = await createKeeperSender(context, LOCAL_KEEPER_ACCOUNT_INDEX.predictionOperator);
  const oracle = await createKeeperSender(context, LOCAL_KEEPER_ACCOUNT_INDEX.predictionOracle);
  await fundKeeper(context, LOCAL_KEEPER_ACCOUNT_INDEX.marketTrader);

  const feed = await sender.deploy(
    "deploy PriceFeedAggregator",
    encodeDeployData({
      ...PriceFeedAggregatorArtifact,
      // Oracles are paid nothing locally, so the payment token is only a placeholder: CAKE.
      args: [
        requireToken(contracts, "CAKE"),
        0n,
        PRICE_FEED_TIMEOUT_SECONDS,
        PRICE_FEED_MIN_ANSWER,
        PRICE_FEED_MAX_ANSWER,
        PRICE_FEED_DECIMALS,
        PRICE_FEED_DESCRIPTION,
        deployer,
      ],
    }),
  );
  const game = await sender.deploy(
    "deploy GriddlePrediction",
    encodeDeployData({
      ...GriddlePredictionArtifact,
      args: [feed, deployer, operator.deployer, PREDICTION_BLOCK_TIME_SECONDS],
    }),
  );
  const feedCall = (step: string, data: `0x${string}`) => sender.send({ step, to: feed, data });
  await feedCall(
    "add the oracle keeper to the price feed",
    encodeFunctionData({
      abi: PriceFeedAggregatorArtifact.abi,
      functionName: "changeOracles",
      args: [[], [oracle.deployer], [deployer], 1, 1, 0],
    }),
  );
  // The access list stays on: the game reads on-chain, and the app reads through Multicall.
  for (const reader of [game, contracts.multicall]) {
    await feedCall(
      "let a reader read the price feed",
      encodeFunctionData({ abi: PriceFeedAggregatorArtifact.abi, functionName: "addAccess", args: [reader] }),
    );
  }
  await sender.confirm();
  // Read now: no later area's step trades through the pair before the history is played.
  const {
    pair: pricePair,
    reserveA: wbnbReserve,
    reserveB: busdReserve,
  } = await readPairReserves(
    publicClient,
    contracts.factory,
    contracts.wbnb,
    requireToken(contracts, "BUSD"),
  );

  const seedHistory = async (): Promise<void> => {
    if (roundLengths !== undefined) {
      // The game takes new lengths only while paused; pausing before genesis cancels nothing.
      const gameCall = (step: string, data: `0x${string}`) => sender.send({ step, to: game, data });
      const abi = GriddlePredictionArtifact.abi;
      await gameCall("pause the prediction game", encodeFunctionData({ abi, functionName: "pause" }));
      await gameCall(
        "set the prediction game's round lengths",
        encodeFunctionData({
          abi,
          functionName: "setBufferAndIntervalBlocks",
          args: [BigInt(roundLengths.bufferBlocks), BigInt(roundLengths.intervalBlocks)],
        }),
      );
      await gameCall("unpause the prediction game", encodeFunctionData({ abi, functionName: "unpause" }));
    }
    await sender.confirm();
    await seedPredictionHistory(
      { publicClient, game, feed, operator, oracle, deployer: sender, devStakers: context.devStakers },
      bnbPriceFromReserves(wbnbReserve, busdReserve, PRICE_FEED_DECIMALS),
    );
  };

  return {
    seedHistory,
    prediction: {
      contract: game,
      priceFeed: feed,
      pricePair,
      startBlock,
      admin: deployer,
      operator: operator.deployer,
      oracle: oracle.deployer,
    },
  };
}
