import { NativeCurrency, Token } from "@griddle/sdk";

// Unit-test fixtures: BNB Smart Chain tokens and PancakeSwap v2's factory, whose pair addresses are
// public (CAKE-WBNB lives at 0x0eD7e52944161450477ee417DE9Cd3a859b14fD0).
const CHAIN_ID = 56;

export const WBNB = new Token(
  CHAIN_ID,
  "0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c",
  18,
  "WBNB",
  "Wrapped BNB",
);
export const CAKE = new Token(
  CHAIN_ID,
  "0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82",
  18,
  "CAKE",
  "PancakeSwap Token",
);
export const BUSD = new Token(
  CHAIN_ID,
  "0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56",
  18,
  "BUSD",
  "Binance USD",
);
export const BNB = new NativeCurrency(CHAIN_ID, WBNB);
export const TESTNET_CAKE = new Token(97, CAKE.address, 18, "CAKE", "PancakeSwap Token");

export const PANCAKE_MAINNET = {
  factory: "0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73",
  initCodeHash: "0x00fb7f630766e6a796048ea87d01acd3068e8ff67d078148a3fa3f4a84f69bd5",
} as const;

export const CAKE_WBNB_PAIR_ADDRESS = "0x0eD7e52944161450477ee417DE9Cd3a859b14fD0";
