import { Token } from "@griddle/sdk";
import { WBNB, CAKE, BUSD, BNB } from "../../../shared/testing/mainnetTokens.ts";

// Unit-test fixtures: BNB Smart Chain tokens and PancakeSwap v2's factory, whose pair addresses are
// public (CAKE-WBNB lives at 0x0eD7e52944161450477ee417DE9Cd3a859b14fD0).

export const TESTNET_CAKE = new Token(97, CAKE.address, 18, "CAKE", "PancakeSwap Token");

export const PANCAKE_MAINNET = {
  factory: "0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73",
  initCodeHash: "0x00fb7f630766e6a796048ea87d01acd3068e8ff67d078148a3fa3f4a84f69bd5",
} as const;

export const CAKE_WBNB_PAIR_ADDRESS = "0x0eD7e52944161450477ee417DE9Cd3a859b14fD0";

export { WBNB, CAKE, BUSD, BNB };
