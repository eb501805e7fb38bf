import {
  CurrencyAmount as PancakeCurrencyAmount,
  ERC20Token,
  Native,
  Pair as PancakePair,
  Percent as PancakePercent,
  type Currency as PancakeCurrency,
} from "@pancakeswap/sdk";
import type { Currency } from "../amm/Currency.ts";
import type { CurrencyAmount } from "../amm/CurrencyAmount.ts";
import type { Pair } from "../amm/Pair.ts";
import type { Percent } from "../amm/Percent.ts";
import type { Token } from "../amm/Token.ts";

// The published SDK has no entry for the local chain; BSC (56) is the chain it knows with our 0.25% fee.
const PANCAKE_CHAIN_ID = 56;
const tokens = new Map<string, ERC20Token>();

/** The same token or BNB in the published PancakeSwap SDK, on BSC. */
export function toPancakeCurrency(currency: Token): ERC20Token;
export function toPancakeCurrency(currency: Currency): PancakeCurrency;
export function toPancakeCurrency(currency: Currency): PancakeCurrency {
  if (currency.isNative) return Native.onChain(PANCAKE_CHAIN_ID);
  let token = tokens.get(currency.address);
  if (token === undefined) {
    token = new ERC20Token(
      PANCAKE_CHAIN_ID,
      currency.address,
      currency.decimals,
      currency.symbol,
      currency.name,
    );
    tokens.set(currency.address, token);
  }
  return token;
}

export function toPancakeAmount(amount: CurrencyAmount<Token>): PancakeCurrencyAmount<ERC20Token>;
export function toPancakeAmount(amount: CurrencyAmount<Currency>): PancakeCurrencyAmount<PancakeCurrency>;
export function toPancakeAmount(amount: CurrencyAmount<Currency>): PancakeCurrencyAmount<PancakeCurrency> {
  return PancakeCurrencyAmount.fromFractionalAmount(
    toPancakeCurrency(amount.currency),
    amount.numerator,
    amount.denominator,
  );
}

export function toPancakePair(pair: Pair): PancakePair {
  return new PancakePair(toPancakeAmount(pair.reserve0), toPancakeAmount(pair.reserve1));
}

export function toPancakePercent(percent: Percent): PancakePercent {
  return new PancakePercent(percent.numerator, percent.denominator);
}
