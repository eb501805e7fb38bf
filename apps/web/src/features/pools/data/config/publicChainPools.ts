import { getAddress, parseUnits } from "viem";
import type { PoolCategory } from "@griddle/sdk";
import {
  BSC_MAINNET_CHAIN_ID,
  BSC_TESTNET_CHAIN_ID,
  CAKE_DECIMALS,
  PUBLIC_CHAIN_CONTRACTS,
} from "../../../../shared/chain/index.ts";
import type { PoolConfig, PoolToken } from "../../model/Pool.ts";
import { projectLinkOf } from "../../../staking/index.ts";

function poolToken(address: string, symbol: string, decimals: number): PoolToken {
  return { address: getAddress(address), symbol, decimals, projectLink: projectLinkOf(symbol) };
}

const mainnetContracts = PUBLIC_CHAIN_CONTRACTS[BSC_MAINNET_CHAIN_ID];

/** BNB Smart Chain tokens of the pools below, as PancakeSwap's token registry lists them. */
const mainnet = {
  cake: poolToken(mainnetContracts.cake, "CAKE", CAKE_DECIMALS),
  // The BNB pool's stake is the native coin; PancakeSwap's BnbStaking keeps it as WBNB.
  bnb: poolToken(mainnetContracts.wbnb, "BNB", 18),
  axs: poolToken("0x715D400F88C167884bbCc41C5FeA407ed4D2f8A0", "AXS", 18),
  comp: poolToken("0x52CE071Bd9b1C4B00A0b92D298c512478CaD67e8", "COMP", 18),
  doge: poolToken("0xbA2aE424d960c26247Dd6c32edC70B295c744C43", "DOGE", 8),
  inj: poolToken("0xa2B726B1145A4773F68593CF171187d8EBe4d495", "INJ", 18),
  pots: poolToken("0x3Fcca8648651E5b974DD6d3e50F61567779772A8", "POTS", 18),
  sushi: poolToken("0x947950BcC74888a40Ffa2593C5798F11Fc9124C4", "SUSHI", 18),
  tusd: poolToken("0x14016E85a25aeb13065688cAFB43044C2ef86784", "TUSD", 18),
  twt: poolToken("0x4B0F1812e5Df2A09796481Ff14017e6005508003", "TWT", 18),
} as const;

/** PancakeSwap's testnet CAKE, the token its testnet MasterChef stakes and emits. */
const testnetCake = poolToken("0xa35062141Fa33BCA92Ce69FeD37D0E8908868AAe", "CAKE", CAKE_DECIMALS);

interface PublishedPool {
  readonly sousId: number;
  readonly contractAddress: string;
  readonly stakingToken: PoolToken;
  readonly earningToken: PoolToken;
  readonly poolCategory: PoolCategory;
  /** Whole earning tokens per block, as PancakeSwap's pool list states them. */
  readonly tokenPerBlock: string;
}

/** The manual CAKE pool (MasterChef) is the main pool; every other pool sorts after it. */
const MAIN_POOL_SORT_ORDER = 1;
const OTHER_POOL_SORT_ORDER = 999;

function toPoolConfig(pool: PublishedPool): PoolConfig {
  return {
    sousId: pool.sousId,
    contractAddress: getAddress(pool.contractAddress),
    stakingToken: pool.stakingToken,
    earningToken: pool.earningToken,
    poolCategory: pool.poolCategory,
    isNativeStaking: pool.poolCategory === "Binance",
    tokenPerBlock: parseUnits(pool.tokenPerBlock, pool.earningToken.decimals),
    sortOrder: pool.sousId === 0 ? MAIN_POOL_SORT_ORDER : OTHER_POOL_SORT_ORDER,
  };
}

/**
 * A selection of PancakeSwap's published pools on BNB Smart Chain (sousId, contract, tokens, reward
 * per block): the manual CAKE pool on MasterChef v1, and SmartChef pools of the partner tokens the
 * spec names (AXS, DOGE, SUSHI, COMP, TWT, BNB) plus a few others. Start and end blocks, totals and
 * limits are read from the contracts, so finished ones show as finished.
 */
const mainnetPools: readonly PublishedPool[] = [
  {
    sousId: 0,
    contractAddress: mainnetContracts.masterChef,
    stakingToken: mainnet.cake,
    earningToken: mainnet.cake,
    poolCategory: "Core",
    tokenPerBlock: "10",
  },
  {
    sousId: 7,
    contractAddress: "0xcec2671C81a0Ecf7F8Ee796EFa6DBDc5Cb062693",
    stakingToken: mainnet.cake,
    earningToken: mainnet.inj,
    poolCategory: "Core",
    tokenPerBlock: "0.25",
  },
  {
    sousId: 15,
    contractAddress: "0x9c4EBADa591FFeC4124A7785CAbCfb7068fED2fb",
    stakingToken: mainnet.cake,
    earningToken: mainnet.twt,
    poolCategory: "Core",
    tokenPerBlock: "5",
  },
  {
    sousId: 20,
    contractAddress: "0x555Ea72d7347E82C614C16f005fA91cAf06DCB5a",
    stakingToken: mainnet.bnb,
    earningToken: mainnet.cake,
    poolCategory: "Binance",
    tokenPerBlock: "0.5",
  },
  {
    sousId: 26,
    contractAddress: "0x0554a5D083Abf2f056ae3F6029e1714B9A655174",
    stakingToken: mainnet.twt,
    earningToken: mainnet.cake,
    poolCategory: "Core",
    tokenPerBlock: "0.248",
  },
  {
    sousId: 48,
    contractAddress: "0xE0565fBb109A3f3f8097D8A9D931277bfd795072",
    stakingToken: mainnet.comp,
    earningToken: mainnet.cake,
    poolCategory: "Core",
    tokenPerBlock: "0.055",
  },
  {
    sousId: 54,
    contractAddress: "0xb69b6e390cba1F68442A886bC89E955048DAe7E3",
    stakingToken: mainnet.sushi,
    earningToken: mainnet.cake,
    poolCategory: "Core",
    tokenPerBlock: "0.0367",
  },
  {
    sousId: 142,
    contractAddress: "0xbebd44824631b55991fa5f2bf5c7a4ec96ff805b",
    stakingToken: mainnet.doge,
    earningToken: mainnet.cake,
    poolCategory: "Core",
    tokenPerBlock: "0.01388",
  },
  {
    sousId: 200,
    contractAddress: "0x583A36816F3b8401C4fdf682203E0caDA6997740",
    stakingToken: mainnet.axs,
    earningToken: mainnet.cake,
    poolCategory: "Core",
    tokenPerBlock: "0.00992",
  },
  {
    sousId: 201,
    contractAddress: "0xBB472601B3CB32723d0755094BA80B73F67f2AF3",
    stakingToken: mainnet.cake,
    earningToken: mainnet.axs,
    poolCategory: "Core",
    tokenPerBlock: "0.00744",
  },
  {
    sousId: 209,
    contractAddress: "0xb6e510ae2da1ab4e350f837c70823ab75091780e",
    stakingToken: mainnet.cake,
    earningToken: mainnet.tusd,
    poolCategory: "Core",
    tokenPerBlock: "0.5787",
  },
  {
    sousId: 210,
    contractAddress: "0xBeDb490970204cb3CC7B0fea94463BeD67d5364D",
    stakingToken: mainnet.cake,
    earningToken: mainnet.pots,
    poolCategory: "Core",
    tokenPerBlock: "0.0868",
  },
];

/** PancakeSwap published only its MasterChef on the testnet: the manual CAKE pool. */
const testnetPools: readonly PublishedPool[] = [
  {
    sousId: 0,
    contractAddress: PUBLIC_CHAIN_CONTRACTS[BSC_TESTNET_CHAIN_ID].masterChef,
    stakingToken: testnetCake,
    earningToken: testnetCake,
    poolCategory: "Core",
    tokenPerBlock: "10",
  },
];

/** The pool catalogue of BNB Smart Chain and its testnet, by ascending sousId. */
export const PUBLIC_CHAIN_POOLS: Readonly<Record<number, readonly PoolConfig[]>> = {
  [BSC_MAINNET_CHAIN_ID]: mainnetPools.map(toPoolConfig),
  [BSC_TESTNET_CHAIN_ID]: testnetPools.map(toPoolConfig),
};
