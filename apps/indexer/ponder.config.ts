// The chain, factory, prediction game, lottery, profile contract and start blocks come from the deployment manifest
// (or, for chain 56, from the environment): see config/readIndexerSettings.ts. Pairs are found through
// the factory's PairCreated.
import {
  griddleFactoryAbi,
  griddleLotteryAbi,
  griddlePairAbi,
  griddlePredictionAbi,
  griddleProfileAbi,
  griddleTradingCompetitionAbi,
  priceFeedAggregatorAbi,
} from "@griddle/sdk";
import { createConfig, factory } from "ponder";
import { getAbiItem, http } from "viem";
import { loadIndexerSettings } from "./config/loadIndexerSettings.ts";
import { withReservedBlockParents } from "./config/withReservedBlockParents.ts";

const settings = loadIndexerSettings();
const transport = http(settings.rpcUrl);
const { prediction, lottery, profile, competition } = settings;
/**
 * Only where the game is deployed (not on chain 56: see IndexerSettings.prediction); the prediction and
 * price feed handlers register under the same condition. Typed as present either way, because Ponder
 * types the handlers' event names from the config's shape.
 */
const predictionContracts = prediction && {
  GriddlePrediction: {
    network: settings.networkName,
    abi: griddlePredictionAbi,
    address: prediction.game,
    startBlock: prediction.startBlock,
  },
  PriceFeedAggregator: {
    network: settings.networkName,
    abi: priceFeedAggregatorAbi,
    address: prediction.priceFeed,
    startBlock: prediction.startBlock,
  },
};

/** Only where Griddle's lottery is deployed (not on chain 56: see IndexerSettings.lottery), typed as above. */
const lotteryContracts = lottery && {
  GriddleLottery: {
    network: settings.networkName,
    abi: griddleLotteryAbi,
    address: lottery.lottery,
    startBlock: lottery.startBlock,
  },
};

/** Only where Griddle's profile contract is deployed (not on chain 56: see IndexerSettings.profile), typed as above. */
const profileContracts = profile && {
  GriddleProfile: {
    network: settings.networkName,
    abi: griddleProfileAbi,
    address: profile.profile,
    startBlock: profile.startBlock,
  },
};

/** Only where Griddle's trading competition is deployed (not on chain 56: see IndexerSettings.competition), typed as above. */
const competitionContracts = competition && {
  GriddleTradingCompetition: {
    network: settings.networkName,
    abi: griddleTradingCompetitionAbi,
    address: competition.competition,
    startBlock: competition.startBlock,
  },
};

export default createConfig({
  database: settings.database,
  networks: {
    [settings.networkName]: {
      chainId: settings.chainId,
      transport: settings.isLocalDevChain ? withReservedBlockParents(transport) : transport,
      disableCache: settings.isLocalDevChain,
    },
  },
  contracts: {
    GriddleFactory: {
      network: settings.networkName,
      abi: griddleFactoryAbi,
      address: settings.factory,
      startBlock: settings.startBlock,
    },
    GriddlePair: {
      network: settings.networkName,
      abi: griddlePairAbi,
      address: factory({
        address: settings.factory,
        event: getAbiItem({ abi: griddleFactoryAbi, name: "PairCreated" }),
        parameter: "pair",
      }),
      startBlock: settings.startBlock,
    },
    ...(predictionContracts as NonNullable<typeof predictionContracts>),
    ...(lotteryContracts as NonNullable<typeof lotteryContracts>),
    ...(profileContracts as NonNullable<typeof profileContracts>),
    ...(competitionContracts as NonNullable<typeof competitionContracts>),
  },
});
