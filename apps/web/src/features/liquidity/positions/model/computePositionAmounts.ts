import { Percent, type CurrencyAmount, type Pair, type Token } from "@griddle/sdk";

/** What a holder's LP tokens stand for in a pool. */
export interface PositionAmounts {
  /** Balance ÷ total supply; undefined until both are known, or while the supply lags the balance. */
  readonly poolShare: Percent | undefined;
  /** What burning the balance would return of each token, in the pair's token order. */
  readonly pooled0: CurrencyAmount<Token> | undefined;
  readonly pooled1: CurrencyAmount<Token> | undefined;
}

/**
 * A holder's share of the pool and pooled amounts. Only while the total supply is at least the balance
 * (spec 000 section 2): reads of the two can come from different blocks, and a balance above the supply
 * would claim more than the pool holds. The protocol fee is left out, as on the exchange's own cards.
 */
export function computePositionAmounts(
  pair: Pair,
  balance: CurrencyAmount<Token> | undefined,
  totalSupply: CurrencyAmount<Token> | undefined,
): PositionAmounts {
  if (!balance || !totalSupply || totalSupply.quotient === 0n || totalSupply.quotient < balance.quotient) {
    return { poolShare: undefined, pooled0: undefined, pooled1: undefined };
  }
  return {
    poolShare: new Percent(balance.quotient, totalSupply.quotient),
    pooled0: pair.getLiquidityValue(pair.token0, totalSupply, balance, false),
    pooled1: pair.getLiquidityValue(pair.token1, totalSupply, balance, false),
  };
}
