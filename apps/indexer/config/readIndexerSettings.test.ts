import type { DeploymentManifest } from "@griddle/sdk";
import { describe, expect, it } from "vitest";
import { IndexerConfigError } from "./IndexerConfigError.ts";
import { readIndexerSettings } from "./readIndexerSettings.ts";

const manifest = {
  chainId: 31337,
  rpcUrl: "http://127.0.0.1:8545",
  startBlock: 1,
  contracts: {
    wbnb: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
    cake: "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
    factory: "0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0",
  },
  prediction: {
    contract: "0x8A791620dd6260079BF849Dc5567aDC3F2FdC318",
    priceFeed: "0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6",
    startBlock: 120,
  },
  lottery: {
    contract: "0x610178dA211FEF7D417bC0e6FeD39F05609AD788",
    startBlock: 130,
  },
  profile: {
    profile: "0xB7f8BC63BbcaD18155201308C8f3540b07f84F5e",
    startBlock: 140,
  },
  competition: {
    contract: "0x0165878A594ca255338adfa4d48449f69242Eb8F",
    startBlock: 150,
    eligiblePairs: ["0xA51c1fc2f0D1a1b8494Ed1FE312d7C3a78Ed91C0"],
  },
  tokens: [
    {
      address: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
      symbol: "WBNB",
      name: "Wrapped BNB",
      decimals: 18,
    },
    {
      address: "0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9",
      symbol: "BUSD",
      name: "Binance USD",
      decimals: 18,
    },
    {
      address: "0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9",
      symbol: "USDT",
      name: "Tether USD",
      decimals: 18,
    },
  ],
} as unknown as DeploymentManifest;

const fromManifest = () => manifest;
const noManifest = (): DeploymentManifest => {
  throw new Error("the manifest must not be read for chain 56");
};

describe("readIndexerSettings", () => {
  it("indexes the manifest's chain by default, with its factory, start block, RPC URL, pricing tokens, game, lottery and profiles", () => {
    expect(readIndexerSettings({}, fromManifest)).toEqual({
      chainId: 31337,
      networkName: "local",
      rpcUrl: "http://127.0.0.1:8545",
      factory: "0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0",
      startBlock: 1,
      isLocalDevChain: true,
      pricing: {
        wbnb: "0x5fbdb2315678afecb367f032d93f642f64180aa3",
        busd: "0xcf7ed3acca5a467e9e704c703e8d87f634fb0fc9",
        whitelist: [
          "0x5fbdb2315678afecb367f032d93f642f64180aa3",
          "0xcf7ed3acca5a467e9e704c703e8d87f634fb0fc9",
          "0xdc64a140aa3e981100a9beca4e685f962f0cf6c9",
          "0xe7f1725e7734ce288f8367e1bb143e90bb3f0512",
        ],
      },
      prediction: {
        game: "0x8a791620dd6260079bf849dc5567adc3f2fdc318",
        priceFeed: "0x2279b7a0a67db372996a5fab50d91eaa73d2ebe6",
        startBlock: 120,
      },
      lottery: {
        lottery: "0x610178da211fef7d417bc0e6fed39f05609ad788",
        startBlock: 130,
      },
      profile: {
        profile: "0xb7f8bc63bbcad18155201308c8f3540b07f84f5e",
        startBlock: 140,
      },
      competition: {
        competition: "0x0165878a594ca255338adfa4d48449f69242eb8f",
        startBlock: 150,
        eligiblePairs: ["0xa51c1fc2f0d1a1b8494ed1fe312d7c3a78ed91c0"],
      },
      database: { kind: "pglite", directory: undefined },
    });
  });

  it("takes the RPC URL, start block and PGlite directory from the environment when given", () => {
    const settings = readIndexerSettings(
      {
        PONDER_RPC_URL_31337: "http://127.0.0.1:9545",
        INDEXER_START_BLOCK: "40",
        INDEXER_DATA_DIR: ".stack/indexer",
      },
      fromManifest,
    );
    expect(settings).toMatchObject({
      rpcUrl: "http://127.0.0.1:9545",
      startBlock: 40,
      database: { kind: "pglite", directory: ".stack/indexer" },
    });
  });

  it("uses Postgres when DATABASE_URL is set", () => {
    expect(
      readIndexerSettings({ DATABASE_URL: "postgres://localhost/griddle" }, fromManifest).database,
    ).toEqual({
      kind: "postgres",
      connectionString: "postgres://localhost/griddle",
    });
  });

  it("indexes PancakeSwap v2 on chain 56 from PONDER_RPC_URL_56 and a start block, without a manifest, a game, a lottery or profiles", () => {
    expect(
      readIndexerSettings(
        {
          INDEXER_CHAIN_ID: "56",
          PONDER_RPC_URL_56: "https://bsc.example/rpc",
          INDEXER_START_BLOCK: "6809737",
        },
        noManifest,
      ),
    ).toEqual({
      chainId: 56,
      networkName: "bsc",
      rpcUrl: "https://bsc.example/rpc",
      factory: "0xca143ce32fe78f1f7019d7d551a6402fc5350c73",
      startBlock: 6809737,
      isLocalDevChain: false,
      pricing: {
        wbnb: "0xbb4cdb9cbd36b01bd1cbaebf2de08d9173bc095c",
        busd: "0xe9e7cea3dedca5984780bafc599bd69add087d56",
        whitelist: [
          "0xbb4cdb9cbd36b01bd1cbaebf2de08d9173bc095c",
          "0xe9e7cea3dedca5984780bafc599bd69add087d56",
          "0x55d398326f99059ff775485246999027b3197955",
          "0x0e09fabb73bd3ade0a17ecc321fd13a19e81ce82",
        ],
      },
      prediction: undefined,
      lottery: undefined,
      profile: undefined,
      competition: undefined,
      database: { kind: "pglite", directory: undefined },
    });
  });

  it("lets INDEXER_FACTORY_ADDRESS point chain 56 at another factory", () => {
    const settings = readIndexerSettings(
      {
        INDEXER_CHAIN_ID: "56",
        PONDER_RPC_URL_56: "https://bsc.example/rpc",
        INDEXER_START_BLOCK: "1",
        INDEXER_FACTORY_ADDRESS: "0xBCfCcbde45cE874adCB698cC183deBcF17952812",
      },
      noManifest,
    );
    expect(settings.factory).toBe("0xbcfccbde45ce874adcb698cc183debcf17952812");
  });

  it.each([
    [{ INDEXER_CHAIN_ID: "56", INDEXER_START_BLOCK: "1" }, "Indexing chain 56 needs PONDER_RPC_URL_56."],
    [
      { INDEXER_CHAIN_ID: "56", PONDER_RPC_URL_56: "https://bsc.example/rpc" },
      "Indexing chain 56 needs INDEXER_START_BLOCK (the first block to read).",
    ],
    [
      { INDEXER_CHAIN_ID: "56", PONDER_RPC_URL_56: "https://bsc.example/rpc", INDEXER_START_BLOCK: "-3" },
      "INDEXER_START_BLOCK must be a block number, got '-3'.",
    ],
    [
      {
        INDEXER_CHAIN_ID: "56",
        PONDER_RPC_URL_56: "https://bsc.example/rpc",
        INDEXER_START_BLOCK: "1",
        INDEXER_FACTORY_ADDRESS: "pancake",
      },
      "INDEXER_FACTORY_ADDRESS must be a 0x address, got 'pancake'.",
    ],
    [
      { INDEXER_CHAIN_ID: "97" },
      "INDEXER_CHAIN_ID must be 56 or the deployment manifest's chain 31337, got '97'.",
    ],
  ])("rejects %o with one clear line", (env, message) => {
    expect(() => readIndexerSettings(env, fromManifest)).toThrow(new IndexerConfigError(message));
  });

  it("needs BUSD in the manifest to price BNB", () => {
    const withoutBusd = { ...manifest, tokens: manifest.tokens.filter((token) => token.symbol !== "BUSD") };
    expect(() => readIndexerSettings({}, () => withoutBusd)).toThrow(
      "The deployment manifest lists no BUSD, which USD prices are derived from.",
    );
  });
});
