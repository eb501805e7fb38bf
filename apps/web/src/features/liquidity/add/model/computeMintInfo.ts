import type { Address } from "viem";
import {
  CurrencyAmount,
  InsufficientInputAmountError,
  Pair,
  Percent,
  Price,
  type Currency,
  type Token,
} from "@griddle/sdk";
import { PairState } from "../../../pairs/index.ts";
import { parseAmount } from "../../../tokens/index.ts";
import type { ProtocolFee } from "../../model/ProtocolFee.ts";
import { MintField, otherMintField } from "./MintField.ts";
import type { MintState } from "./mintReducer.ts";

export interface MintInputs {
  readonly currencies: Readonly<Record<MintField, Currency | undefined>>;
  /** The pool of the two currencies; null while it loads or when it does not exist. */
  readonly pair: Pair | null;
  readonly pairState: PairState;
  /** Where the pair is or will be (its CREATE2 address): a new pool's LP token lives there. */
  readonly pairAddress: Address | undefined;
  /** The pair's LP supply; undefined while it loads or when there is no pair. */
  readonly totalSupply: CurrencyAmount<Token> | undefined;
  /** Undefined while it loads: the LP amount then ignores the protocol fee. */
  readonly protocolFee: ProtocolFee | undefined;
  readonly state: MintState;
}

export interface MintInfo {
  /** A new pool (no pair, or no LP supply): the typed ratio sets the price (spec 000 section 4). */
  readonly noLiquidity: boolean;
  readonly dependentField: MintField;
  /** What the form deposits; undefined where an amount is missing, zero or not a number. */
  readonly parsedAmounts: Readonly<Record<MintField, CurrencyAmount<Currency> | undefined>>;
  /** What each field shows: the typed text, or the derived amount (6 significant digits). */
  readonly formattedAmounts: Readonly<Record<MintField, string>>;
  /** Currency B per currency A: the pool's, or for a new pool the typed ratio. */
  readonly price: Price<Currency, Currency> | undefined;
  readonly liquidityMinted: CurrencyAmount<Token> | undefined;
  /** The share of the pool the deposit's LP tokens will be. */
  readonly poolTokenPercentage: Percent | undefined;
}

function inCurrency(currency: Currency, amount: CurrencyAmount<Token>): CurrencyAmount<Currency> {
  return CurrencyAmount.fromRawAmount(currency, amount.quotient);
}

/** The pool the deposit goes into: the existing one, or one made of the deposit itself. */
function poolForDeposit(
  pair: Pair | null,
  noLiquidity: boolean,
  pairAddress: Address | undefined,
  amountA: CurrencyAmount<Token>,
  amountB: CurrencyAmount<Token>,
): Pair | undefined {
  if (pair) return pair;
  if (!noLiquidity || !pairAddress || amountA.currency.equals(amountB.currency)) return undefined;
  return new Pair(amountA, amountB, pairAddress);
}

/**
 * The add-liquidity form worked out (spec 000 section 4, Add liquidity and Mint): the dependent amount
 * from the pool price for an existing pool, both typed amounts for a new one; the LP tokens the
 * deposit mints, after the protocol fee's mint, and the pool share they are.
 */
export function computeMintInfo({
  currencies,
  pair,
  pairState,
  pairAddress,
  totalSupply,
  protocolFee,
  state,
}: MintInputs): MintInfo {
  const { independentField, typedValue, otherTypedValue } = state;
  const dependentField = otherMintField(independentField);
  const noLiquidity = pairState === PairState.NOT_EXISTS || totalSupply?.quotient === 0n;

  const independentAmount = parseAmount(typedValue, currencies[independentField]);
  const dependentCurrency = currencies[dependentField];
  let dependentAmount: CurrencyAmount<Currency> | undefined;
  if (noLiquidity) {
    dependentAmount = parseAmount(otherTypedValue, dependentCurrency);
  } else if (independentAmount && pair && dependentCurrency) {
    const quoted = pair.priceOf(independentAmount.wrapped.currency).quote(independentAmount.wrapped);
    dependentAmount = inCurrency(dependentCurrency, quoted);
  }
  const parsedAmounts = {
    [independentField]: independentAmount,
    [dependentField]: dependentAmount,
  } as Record<MintField, CurrencyAmount<Currency> | undefined>;
  const formattedAmounts = {
    [independentField]: typedValue,
    [dependentField]: noLiquidity ? otherTypedValue : (dependentAmount?.toSignificant(6) ?? ""),
  } as Record<MintField, string>;

  const { CURRENCY_A: currencyA, CURRENCY_B: currencyB } = currencies;
  const { CURRENCY_A: amountA, CURRENCY_B: amountB } = parsedAmounts;
  let price: Price<Currency, Currency> | undefined;
  if (noLiquidity) {
    if (amountA && amountB)
      price = new Price(amountA.currency, amountB.currency, amountA.quotient, amountB.quotient);
  } else if (pair && currencyA && currencyB) {
    const poolPrice = pair.priceOf(currencyA.wrapped);
    price = new Price(currencyA, currencyB, poolPrice.denominator, poolPrice.numerator);
  }

  let liquidityMinted: CurrencyAmount<Token> | undefined;
  let poolTokenPercentage: Percent | undefined;
  const pool =
    amountA && amountB && poolForDeposit(pair, noLiquidity, pairAddress, amountA.wrapped, amountB.wrapped);
  if (pool && amountA && amountB) {
    const supply = noLiquidity
      ? CurrencyAmount.fromRawAmount(pool.liquidityToken, 0n)
      : totalSupply && pool.getSupplyAfterProtocolFee(totalSupply, protocolFee?.feeOn, protocolFee?.kLast);
    try {
      liquidityMinted = supply && pool.getLiquidityMinted(supply, amountA.wrapped, amountB.wrapped);
    } catch (error) {
      // Too small a deposit mints nothing; the form simply has no LP amount to show.
      if (!(error instanceof InsufficientInputAmountError)) throw error;
    }
    if (liquidityMinted && supply) {
      poolTokenPercentage = new Percent(liquidityMinted.quotient, supply.add(liquidityMinted).quotient);
    }
  }

  return {
    noLiquidity,
    dependentField,
    parsedAmounts,
    formattedAmounts,
    price,
    liquidityMinted,
    poolTokenPercentage,
  };
}
