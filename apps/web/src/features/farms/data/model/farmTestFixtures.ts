import type { Address } from "viem";
import type { FarmConfig, FarmToken } from "../../model/Farm.ts";

// Unit-test fixtures: arbitrary local addresses.

export const MASTER_CHEF: Address = "0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6";
export const ACCOUNT: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
export const CAKE_BNB_LP: Address = "0xa513E6E4b8f2a923D98304ec87F64353C4D5C853";
export const USDT_BUSD_LP: Address = "0x8A791620dd6260079BF849Dc5567aDC3F2FdC318";

export const cake: FarmToken = {
  address: "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
  symbol: "CAKE",
  decimals: 18,
  projectLink: "https://pancakeswap.finance/",
};
export const wbnb: FarmToken = {
  address: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
  symbol: "WBNB",
  decimals: 18,
  projectLink: "https://www.binance.com/",
};
export const usdt: FarmToken = {
  address: "0x0165878A594ca255338adfa4d48449f69242Eb8F",
  symbol: "USDT",
  decimals: 6,
  projectLink: "https://tether.to/",
};
export const busd: FarmToken = {
  address: "0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0",
  symbol: "BUSD",
  decimals: 18,
  projectLink: "https://www.paxos.com/busd/",
};

export const cakeBnbFarm: FarmConfig = {
  pid: 1,
  lpSymbol: "CAKE-BNB LP",
  lpAddress: CAKE_BNB_LP,
  token: cake,
  quoteToken: wbnb,
  isCommunity: false,
};

/** A 6-decimal token against an 18-decimal quote token. */
export const usdtBusdFarm: FarmConfig = {
  pid: 2,
  lpSymbol: "USDT-BUSD LP",
  lpAddress: USDT_BUSD_LP,
  token: usdt,
  quoteToken: busd,
  isCommunity: false,
};
