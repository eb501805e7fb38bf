import { LOCAL_DEV_MNEMONIC, LOCAL_KEEPER_ACCOUNT_INDEX, type PredictionSection } from "@griddle/sdk";
import {
  createTestClient,
  createWalletClient,
  custom,
  encodeDeployData,
  encodeFunctionData,
  isAddressEqual,
  type Address,
} from "viem";
import { mnemonicToAccount } from "viem/accounts";
import {
  GriddleFactoryArtifact,
  GriddlePairArtifact,
  GriddlePredictionArtifact,
  PriceFeedAggregatorArtifact,
} from "../../generated/artifacts.ts";
import type { DeployedContracts } from "../amm/deployContracts.ts";
import { requireToken } from "../amm/requireToken.ts";
import { createTransactionSender, type TransactionSender } from "../core/createTransactionSender.ts";
import type { DeployContext } from "../core/DeployContext.ts";
import { bnbPriceFromReserves } from "./bnbPriceFromReserves.ts";
import {
  KEEPER_BALANCE,
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

/** Gives a keeper's dev account its BNB (the node funds only the first 20) and returns its address. */
async function fundKeeper({ publicClient }: DeployContext, addressIndex: number): Promise<Address> {
  const { address } = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex });
  await createTestClient({ mode: "hardhat", transport: custom(publicClient) }).setBalance({
    address,
    value: KEEPER_BALANCE,
  });
  return address;
}

/** A sender for a keeper's dev account, which signs with its own key, funded for gas. */
async function keeperSender(context: DeployContext, addressIndex: number): Promise<TransactionSender> {
  const { chain } = context.publicClient;
  if (chain === undefined)
    throw new Error("The public client has no chain to sign the keepers' transactions for");
  await fundKeeper(context, addressIndex);
  const account = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex });
  return createTransactionSender(
    context.publicClient,
    createWalletClient({ account, chain, transport: custom(context.publicClient) }),
  );
}

/**
 * Deploys the BNB/USD price feed (one oracle: the oracle keeper's account; read by the game and by
 * the app through Multicall) and the prediction game (admin: the deployer; operator: the operator
 * keeper's account), funds the three keeper accounts, and plays the seeded history at the BNB-BUSD
 * pair's price. Runs after every earlier area, so their addresses never move. With `roundLengths`,
 * the admin first pauses the fresh game, sets them and unpauses (nothing changes without them).
 */
export async function deployPrediction(
  context: DeployContext,
  contracts: DeployedContracts,
  roundLengths?: PredictionRoundLengths,
): Promise<PredictionSection> {
  const { publicClient, deployer: sender } = context;
  const deployer = sender.deployer;
  const startBlock = Number(await publicClient.getBlockNumber({ cacheTime: 0 }));
  const operator = await keeperSender(context, LOCAL_KEEPER_ACCOUNT_INDEX.predictionOperator);
  const oracle = await keeperSender(context, LOCAL_KEEPER_ACCOUNT_INDEX.predictionOracle);
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

  const wbnb = contracts.wbnb;
  const busd = requireToken(contracts, "BUSD");
  const pricePair = await publicClient.readContract({
    address: contracts.factory,
    abi: GriddleFactoryArtifact.abi,
    functionName: "getPair",
    args: [wbnb, busd],
  });
  const [token0, [reserve0, reserve1]] = await Promise.all([
    publicClient.readContract({ address: pricePair, abi: GriddlePairArtifact.abi, functionName: "token0" }),
    publicClient.readContract({
      address: pricePair,
      abi: GriddlePairArtifact.abi,
      functionName: "getReserves",
    }),
  ]);
  const [wbnbReserve, busdReserve] = isAddressEqual(token0, wbnb)
    ? [reserve0, reserve1]
    : [reserve1, reserve0];
  await seedPredictionHistory(
    { publicClient, game, feed, operator, oracle, deployer: sender, devStakers: context.devStakers },
    bnbPriceFromReserves(wbnbReserve, busdReserve, PRICE_FEED_DECIMALS),
  );

  return {
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
