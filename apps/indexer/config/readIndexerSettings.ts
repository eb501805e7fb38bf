import type { DeploymentManifest } from "@griddle/sdk";
import { isAddress, type Address } from "viem";
import { BSC_MAINNET } from "./bscMainnet.ts";
import { IndexerConfigError } from "./IndexerConfigError.ts";
import type { IndexerDatabase, IndexerSettings } from "./IndexerSettings.ts";

type Env = Readonly<Record<string, string | undefined>>;

function nonEmpty(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === "" ? undefined : value;
}

function parseBlockNumber(name: string, raw: string): number {
  const block = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(block)) {
    throw new IndexerConfigError(`${name} must be a block number, got '${raw}'.`);
  }
  return block;
}

function parseAddress(name: string, raw: string): Address {
  if (!isAddress(raw, { strict: false })) {
    throw new IndexerConfigError(`${name} must be a 0x address, got '${raw}'.`);
  }
  return raw;
}

function readDatabase(env: Env): IndexerDatabase {
  const connectionString = nonEmpty(env, "DATABASE_URL");
  if (connectionString !== undefined) return { kind: "postgres", connectionString };
  return { kind: "pglite", directory: nonEmpty(env, "INDEXER_DATA_DIR") };
}

function lowercase(address: Address): Address {
  return address.toLowerCase() as Address;
}

function localTokenAddress(manifest: DeploymentManifest, symbol: string): Address {
  const token = manifest.tokens.find((candidate) => candidate.symbol === symbol);
  if (token === undefined) {
    throw new IndexerConfigError(
      `The deployment manifest lists no ${symbol}, which USD prices are derived from.`,
    );
  }
  return token.address;
}

function readBscMainnetSettings(env: Env): IndexerSettings {
  const rpcUrl = nonEmpty(env, "PONDER_RPC_URL_56");
  if (rpcUrl === undefined) throw new IndexerConfigError("Indexing chain 56 needs PONDER_RPC_URL_56.");
  const startBlock = nonEmpty(env, "INDEXER_START_BLOCK");
  if (startBlock === undefined) {
    throw new IndexerConfigError("Indexing chain 56 needs INDEXER_START_BLOCK (the first block to read).");
  }
  const factory = nonEmpty(env, "INDEXER_FACTORY_ADDRESS");
  return {
    chainId: BSC_MAINNET.chainId,
    networkName: "bsc",
    rpcUrl,
    factory: lowercase(
      factory === undefined ? BSC_MAINNET.factory : parseAddress("INDEXER_FACTORY_ADDRESS", factory),
    ),
    startBlock: parseBlockNumber("INDEXER_START_BLOCK", startBlock),
    isLocalDevChain: false,
    pricing: {
      wbnb: lowercase(BSC_MAINNET.wbnb),
      busd: lowercase(BSC_MAINNET.busd),
      whitelist: [BSC_MAINNET.wbnb, BSC_MAINNET.busd, BSC_MAINNET.usdt, BSC_MAINNET.cake].map(lowercase),
    },
    prediction: undefined,
    lottery: undefined,
    profile: undefined,
    competition: undefined,
    database: readDatabase(env),
  };
}

function readLocalSettings(env: Env, manifest: DeploymentManifest): IndexerSettings {
  const { chainId, contracts } = manifest;
  const startBlock = nonEmpty(env, "INDEXER_START_BLOCK");
  const busd = localTokenAddress(manifest, "BUSD");
  return {
    chainId,
    networkName: "local",
    rpcUrl: nonEmpty(env, `PONDER_RPC_URL_${chainId}`) ?? manifest.rpcUrl,
    factory: lowercase(contracts.factory),
    startBlock:
      startBlock === undefined ? manifest.startBlock : parseBlockNumber("INDEXER_START_BLOCK", startBlock),
    isLocalDevChain: true,
    pricing: {
      wbnb: lowercase(contracts.wbnb),
      busd: lowercase(busd),
      whitelist: [contracts.wbnb, busd, localTokenAddress(manifest, "USDT"), contracts.cake].map(lowercase),
    },
    prediction: {
      game: lowercase(manifest.prediction.contract),
      priceFeed: lowercase(manifest.prediction.priceFeed),
      startBlock: manifest.prediction.startBlock,
    },
    lottery: {
      lottery: lowercase(manifest.lottery.contract),
      startBlock: manifest.lottery.startBlock,
    },
    profile: {
      profile: lowercase(manifest.profile.profile),
      startBlock: manifest.profile.startBlock,
    },
    competition: {
      competition: lowercase(manifest.competition.contract),
      startBlock: manifest.competition.startBlock,
      eligiblePairs: manifest.competition.eligiblePairs.map(lowercase),
    },
    database: readDatabase(env),
  };
}

/**
 * Which chain to index and how. By default the local chain of the deployment manifest (factory,
 * start block, RPC URL, pricing tokens, the prediction game, the lottery and the profile contract all
 * read from it); with INDEXER_CHAIN_ID=56, PancakeSwap v2 on BNB Smart Chain through
 * PONDER_RPC_URL_56 from INDEXER_START_BLOCK, without a prediction game, a lottery or profiles. The manifest is only
 * read when it is needed.
 */
export function readIndexerSettings(env: Env, readManifest: () => DeploymentManifest): IndexerSettings {
  const chainId = nonEmpty(env, "INDEXER_CHAIN_ID");
  if (chainId === String(BSC_MAINNET.chainId)) return readBscMainnetSettings(env);
  const manifest = readManifest();
  if (chainId !== undefined && chainId !== String(manifest.chainId)) {
    throw new IndexerConfigError(
      `INDEXER_CHAIN_ID must be 56 or the deployment manifest's chain ${manifest.chainId}, got '${chainId}'.`,
    );
  }
  return readLocalSettings(env, manifest);
}
