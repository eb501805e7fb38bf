import type { Farm, PricedFarmToken } from "../../model/Farm.ts";

// Fixtures for this folder's unit tests.

export const ONE = 10n ** 18n;

export const WBNB: PricedFarmToken = {
  address: "0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c",
  symbol: "WBNB",
  decimals: 18,
  projectLink: "https://www.binance.com/",
  busdPrice: 300,
};

export const CAKE: PricedFarmToken = {
  address: "0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82",
  symbol: "CAKE",
  decimals: 18,
  projectLink: "https://griddle.finance",
  busdPrice: 2,
};

export const BUSD: PricedFarmToken = {
  address: "0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56",
  symbol: "BUSD",
  decimals: 18,
  projectLink: "https://www.paxos.com/busd/",
  busdPrice: 1,
};

export const DOGE: PricedFarmToken = {
  address: "0xbA2aE424d960c26247Dd6c32edC70B295c744C43",
  symbol: "DOGE",
  decimals: 8,
  projectLink: "https://dogecoin.com/",
  busdPrice: 0.25,
};

export function makeFarm(overrides: Partial<Farm> = {}): Farm {
  return {
    pid: 1,
    lpSymbol: "CAKE-BNB LP",
    lpAddress: "0x0eD7e52944161450477ee417DE9Cd3a859b14fD0",
    token: CAKE,
    quoteToken: WBNB,
    isCommunity: false,
    tokenAmountMc: 1_000,
    quoteTokenAmountMc: 10,
    tokenAmountTotal: 2_000,
    quoteTokenAmountTotal: 20,
    lpTotalSupply: 200n * ONE,
    lpStaked: 100n * ONE,
    lpTotalInQuoteToken: 20,
    tokenPriceVsQuote: 0.01,
    allocPoint: 4_000,
    poolWeight: 0.4,
    multiplier: "40X",
    liquidityUsd: 6_000,
    lpTokenPriceUsd: 60,
    apr: 120,
    lpRewardsApr: 5,
    totalApr: 125,
    isFinished: false,
    userData: undefined,
    ...overrides,
  };
}
