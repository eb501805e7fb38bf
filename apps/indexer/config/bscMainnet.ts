import type { Address } from "viem";

/**
 * PancakeSwap v2 on BNB Smart Chain (56): the factory whose pairs the indexer follows by default
 * and the tokens prices are derived through. Public chain facts, so they cannot come from our
 * deployment manifest.
 */
export const BSC_MAINNET = {
  chainId: 56,
  factory: "0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73",
  wbnb: "0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c",
  busd: "0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56",
  usdt: "0x55d398326f99059fF775485246999027B3197955",
  cake: "0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82",
} as const satisfies Record<string, Address | number>;
