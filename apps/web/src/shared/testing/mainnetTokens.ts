import { CurrencyAmount, NativeCurrency, Token, type Currency } from "@griddle/sdk";
import { BSC_MAINNET_CHAIN_ID } from "../chain/appChainId.ts";

// Unit-test fixtures shared by every feature: BNB Smart Chain mainnet tokens with their real
// addresses and decimals, so pair addresses and amounts can be checked against public facts.
const CHAIN_ID = BSC_MAINNET_CHAIN_ID;

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
export const USDC = new Token(CHAIN_ID, "0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d", 6, "USDC", "USD Coin");
export const BNB = new NativeCurrency(CHAIN_ID, WBNB);

/** `whole` units of `currency`. */
export function amountOf<T extends Currency>(currency: T, whole: bigint): CurrencyAmount<T> {
  return CurrencyAmount.fromRawAmount(currency, whole * 10n ** BigInt(currency.decimals));
}
