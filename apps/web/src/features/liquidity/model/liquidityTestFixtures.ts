import type { Address } from "viem";
import { CurrencyAmount, NativeCurrency, Pair, Token, type Currency } from "@griddle/sdk";

// Unit-test fixtures: mainnet tokens (chain 56) and pools with round reserves, so the expected
// amounts can be worked out by hand.
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
export const USDC = new Token(CHAIN_ID, "0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d", 6, "USDC", "USD Coin");
export const BNB = new NativeCurrency(CHAIN_ID, WBNB);

export const ACCOUNT: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
export const ROUTER: Address = "0x10ED43C718714eb63d5aA57B78B54704E256024E";

export const E18 = 10n ** 18n;

/** `whole` units of `currency`. */
export function amountOf<T extends Currency>(currency: T, whole: bigint): CurrencyAmount<T> {
  return CurrencyAmount.fromRawAmount(currency, whole * 10n ** BigInt(currency.decimals));
}

/** 240,000 CAKE : 1,000 WBNB (1 BNB = 240 CAKE). */
export const CAKE_WBNB = new Pair(
  amountOf(CAKE, 240_000n),
  amountOf(WBNB, 1_000n),
  "0x0eD7e52944161450477ee417DE9Cd3a859b14fD0",
);

/** 1,000 WBNB : 600,000 USDC (6 decimals). */
export const WBNB_USDC = new Pair(
  amountOf(WBNB, 1_000n),
  amountOf(USDC, 600_000n),
  "0x16b9a82891338f9bA80E2D6970FddA79D1eb0daE",
);
