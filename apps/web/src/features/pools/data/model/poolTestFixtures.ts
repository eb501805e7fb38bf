import type { Address } from "viem";
import type { PoolConfig, PoolToken } from "../../model/Pool.ts";

// Unit-test fixtures: three pools of each kind, with arbitrary local addresses.

export const CAKE_ADDRESS: Address = "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512";
export const WBNB_ADDRESS: Address = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
export const DOGE_ADDRESS: Address = "0x0165878A594ca255338adfa4d48449f69242Eb8F";
export const MASTER_CHEF: Address = "0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6";
export const DOGE_POOL: Address = "0xa513E6E4b8f2a923D98304ec87F64353C4D5C853";
export const BNB_POOL: Address = "0x8A791620dd6260079BF849Dc5567aDC3F2FdC318";
export const ACCOUNT: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

const cake: PoolToken = {
  address: CAKE_ADDRESS,
  symbol: "CAKE",
  decimals: 18,
  projectLink: "https://pancakeswap.finance/",
};

/** MasterChef's pool 0: 40 CAKE a block. */
export const manualPool: PoolConfig = {
  sousId: 0,
  contractAddress: MASTER_CHEF,
  stakingToken: cake,
  earningToken: cake,
  poolCategory: "Core",
  isNativeStaking: false,
  tokenPerBlock: 40n * 10n ** 18n,
  sortOrder: 1,
};

/** A SmartChef staking CAKE for 20 DOGE (8 decimals) a block. */
export const dogePool: PoolConfig = {
  sousId: 1,
  contractAddress: DOGE_POOL,
  stakingToken: cake,
  earningToken: { address: DOGE_ADDRESS, symbol: "DOGE", decimals: 8, projectLink: "https://dogecoin.com/" },
  poolCategory: "Core",
  isNativeStaking: false,
  tokenPerBlock: 20n * 10n ** 8n,
  sortOrder: 999,
};

/** The BNB pool: native BNB staked for 0.1 CAKE a block. */
export const bnbPool: PoolConfig = {
  sousId: 2,
  contractAddress: BNB_POOL,
  stakingToken: {
    address: WBNB_ADDRESS,
    symbol: "BNB",
    decimals: 18,
    projectLink: "https://www.binance.com/",
  },
  earningToken: cake,
  poolCategory: "Binance",
  isNativeStaking: true,
  tokenPerBlock: 10n ** 17n,
  sortOrder: 999,
};
