import { CurrencyAmount } from "./CurrencyAmount.ts";
import { getAmountIn } from "./getAmountIn.ts";
import { getAmountOut } from "./getAmountOut.ts";
import { InsufficientInputAmountError } from "./InsufficientInputAmountError.ts";
import { InsufficientReservesError } from "./InsufficientReservesError.ts";
import { InvalidCurrencyError } from "./InvalidCurrencyError.ts";
import type { Pair } from "./Pair.ts";
import type { Token } from "./Token.ts";

/**
 * What a swap of `inputAmount` through `pair` pays out, with the pair's checks. Pair.getOutputAmount adds
 * the pair after the swap; a Trade only needs the amount, and skips building that pair.
 */
export function swapOutputAmount(pair: Pair, inputAmount: CurrencyAmount<Token>): CurrencyAmount<Token> {
  const [inputReserve, outputReserve] = reservesFrom(pair, inputAmount.currency);
  if (inputReserve.quotient === 0n || outputReserve.quotient === 0n) throw new InsufficientReservesError();
  const output = getAmountOut(inputAmount.quotient, inputReserve.quotient, outputReserve.quotient);
  if (output === 0n) throw new InsufficientInputAmountError();
  return CurrencyAmount.fromRawAmount(outputReserve.currency, output);
}

/** What a swap through `pair` must put in to get `outputAmount` out, with the pair's checks. */
export function swapInputAmount(pair: Pair, outputAmount: CurrencyAmount<Token>): CurrencyAmount<Token> {
  const [outputReserve, inputReserve] = reservesFrom(pair, outputAmount.currency);
  if (
    inputReserve.quotient === 0n ||
    outputReserve.quotient === 0n ||
    outputAmount.quotient >= outputReserve.quotient
  ) {
    throw new InsufficientReservesError();
  }
  return CurrencyAmount.fromRawAmount(
    inputReserve.currency,
    getAmountIn(outputAmount.quotient, inputReserve.quotient, outputReserve.quotient),
  );
}

/** The reserve of `token` and the reserve of the pair's other token. */
function reservesFrom(pair: Pair, token: Token): [CurrencyAmount<Token>, CurrencyAmount<Token>] {
  if (token.equals(pair.token0)) return [pair.reserve0, pair.reserve1];
  if (token.equals(pair.token1)) return [pair.reserve1, pair.reserve0];
  throw new InvalidCurrencyError();
}
