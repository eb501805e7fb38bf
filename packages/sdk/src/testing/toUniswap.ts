import { createRequire } from "node:module";
import type { Currency } from "../amm/Currency.ts";
import type { CurrencyAmount } from "../amm/CurrencyAmount.ts";
import type { Pair } from "../amm/Pair.ts";
import type { Token } from "../amm/Token.ts";

// The package's ESM build imports files without extensions, which Node refuses; its CommonJS build loads.
// sdk-core is resolved from v2-sdk itself, so both share the classes their instanceof checks expect.
const require = createRequire(import.meta.url);
const v2SdkPath = require.resolve("@uniswap/v2-sdk");
const uniswapV2 = require(v2SdkPath) as typeof import("@uniswap/v2-sdk");
const uniswapCore = createRequire(v2SdkPath)("@uniswap/sdk-core") as typeof import("@uniswap/sdk-core");

type UniswapToken = import("@uniswap/sdk-core").Token;
type UniswapAmount = import("@uniswap/sdk-core").CurrencyAmount<UniswapToken>;

export const UniswapTrade = uniswapV2.Trade;

// Uniswap's SDK computes pair addresses from its Ethereum factory, so it only knows chain 1.
const UNISWAP_CHAIN_ID = 1;
const tokens = new Map<string, UniswapToken>();

/** The same token in the published Uniswap V2 SDK, on Ethereum; it has no native BNB. */
export function toUniswapToken(token: Currency): UniswapToken {
  if (!token.isToken) throw new Error("The Uniswap comparison trades tokens only");
  let converted = tokens.get(token.address);
  if (converted === undefined) {
    converted = new uniswapCore.Token(
      UNISWAP_CHAIN_ID,
      token.address,
      token.decimals,
      token.symbol,
      token.name,
    );
    tokens.set(token.address, converted);
  }
  return converted;
}

export function toUniswapAmount(amount: CurrencyAmount<Token>): UniswapAmount {
  return uniswapCore.CurrencyAmount.fromRawAmount(
    toUniswapToken(amount.currency),
    amount.quotient.toString(),
  );
}

export function toUniswapPair(pair: Pair): import("@uniswap/v2-sdk").Pair {
  return new uniswapV2.Pair(toUniswapAmount(pair.reserve0), toUniswapAmount(pair.reserve1));
}
