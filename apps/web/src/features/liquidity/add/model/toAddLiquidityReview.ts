import type { Currency, CurrencyAmount, Percent, Price, Token } from "@griddle/sdk";
import type { MintInfo } from "./computeMintInfo.ts";

/**
 * What the user reviews and confirms when pressing Supply. It is kept until the dialog closes, as
 * PancakeSwap keeps the trade it confirms: the next block's reads must not change it under the user,
 * such as the pool this very deposit creates turning 'You are creating a pool' into 'You will receive'.
 */
export interface AddLiquidityReview {
  readonly noLiquidity: boolean;
  readonly amountA: CurrencyAmount<Currency>;
  readonly amountB: CurrencyAmount<Currency>;
  readonly liquidityMinted: CurrencyAmount<Token> | undefined;
  readonly price: Price<Currency, Currency> | undefined;
  readonly poolTokenPercentage: Percent | undefined;
}

/** The deposit the form shows now, for review; undefined until both amounts are entered. */
export function toAddLiquidityReview({
  noLiquidity,
  parsedAmounts: { CURRENCY_A: amountA, CURRENCY_B: amountB },
  liquidityMinted,
  price,
  poolTokenPercentage,
}: Pick<MintInfo, "noLiquidity" | "parsedAmounts" | "liquidityMinted" | "price" | "poolTokenPercentage">):
  AddLiquidityReview | undefined {
  if (!amountA || !amountB) return undefined;
  return { noLiquidity, amountA, amountB, liquidityMinted, price, poolTokenPercentage };
}
