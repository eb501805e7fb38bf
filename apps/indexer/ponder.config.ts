// The chain, factory and start block come from the deployment manifest (or, for chain 56, from the
// environment): see config/readIndexerSettings.ts. Pairs are found through the factory's PairCreated.
import { griddleFactoryAbi, griddlePairAbi } from "@griddle/sdk";
import { createConfig, factory } from "ponder";
import { getAbiItem, http } from "viem";
import { loadIndexerSettings } from "./config/loadIndexerSettings.ts";
import { withReservedBlockParents } from "./config/withReservedBlockParents.ts";

const settings = loadIndexerSettings();
const transport = http(settings.rpcUrl);

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
  },
});
