import type { Address } from "viem";
import { CurrencyAmount, Percent, type Currency, type Pair, type Token } from "@griddle/sdk";
import type { TranslatableText } from "../../../../shared/i18n/index.ts";
import { parseAmount } from "../../../tokens/index.ts";
import { BurnField } from "./BurnField.ts";
import type { BurnState } from "./burnReducer.ts";
import type { ProtocolFee } from "../../model/ProtocolFee.ts";

export interface BurnInputs {
  readonly account: Address | undefined;
  /** Currency A and B as the route names them (BNB where the pair holds WBNB and BNB is wanted). */
  readonly currencies: Readonly<Record<"CURRENCY_A" | "CURRENCY_B", Currency | undefined>>;
  readonly pair: Pair | null;
  readonly totalSupply: CurrencyAmount<Token> | undefined;
  /** The account's LP tokens of the pair. */
  readonly userLiquidity: CurrencyAmount<Token> | undefined;
  /** Undefined while it loads: the amounts then ignore the protocol fee. */
  readonly protocolFee: ProtocolFee | undefined;
  readonly state: BurnState;
}

export interface BurnInfo {
  /** What burning all of the account's LP tokens returns, per currency. */
  readonly liquidityValues: Readonly<
    Record<"CURRENCY_A" | "CURRENCY_B", CurrencyAmount<Currency> | undefined>
  >;
  readonly percentToRemove: Percent | undefined;
  readonly liquidityToRemove: CurrencyAmount<Token> | undefined;
  /** What the burn returns, as the pair computes it. */
  readonly amounts: Readonly<Record<"CURRENCY_A" | "CURRENCY_B", CurrencyAmount<Currency> | undefined>>;
  /** What each field shows: the typed text for the typed one, the derived amounts for the others. */
  readonly formattedAmounts: Readonly<Record<BurnField, string>>;
  readonly error: TranslatableText | undefined;
}

const ONE_PERCENT = new Percent(1n, 100n);
const INTEGER = /^\d+$/;

/**
 * The remove-liquidity form worked out: from whichever amount was typed (percent, LP tokens or either
 * currency) the share of the account's LP tokens to burn, and what the pair pays out for it, the
 * protocol fee's dilution included. Typed amounts above what the account holds remove nothing.
 */
export function computeBurnInfo({
  account,
  currencies,
  pair,
  totalSupply,
  userLiquidity,
  protocolFee,
  state,
}: BurnInputs): BurnInfo {
  const { independentField, typedValue } = state;
  const valueOf = (currency: Currency | undefined, liquidity: CurrencyAmount<Token> | undefined) =>
    currency && pair && totalSupply && liquidity && !liquidity.greaterThan(totalSupply)
      ? CurrencyAmount.fromRawAmount(
          currency,
          pair.getLiquidityValue(
            currency.wrapped,
            totalSupply,
            liquidity,
            protocolFee?.feeOn,
            protocolFee?.kLast,
          ).quotient,
        )
      : undefined;
  const liquidityValues = {
    CURRENCY_A: valueOf(currencies.CURRENCY_A, userLiquidity),
    CURRENCY_B: valueOf(currencies.CURRENCY_B, userLiquidity),
  };

  let percentToRemove: Percent | undefined;
  if (independentField === BurnField.LIQUIDITY_PERCENT) {
    if (INTEGER.test(typedValue) && BigInt(typedValue) <= 100n)
      percentToRemove = new Percent(BigInt(typedValue), 100n);
  } else if (independentField === BurnField.LIQUIDITY) {
    const typed = pair && parseAmount(typedValue, pair.liquidityToken);
    if (typed && userLiquidity && !typed.greaterThan(userLiquidity)) {
      percentToRemove = new Percent(typed.quotient, userLiquidity.quotient);
    }
  } else {
    const typed = parseAmount(typedValue, currencies[independentField]);
    const whole = liquidityValues[independentField];
    if (typed && whole && !typed.greaterThan(whole))
      percentToRemove = new Percent(typed.quotient, whole.quotient);
  }

  const removing = percentToRemove?.greaterThan(0n) === true ? percentToRemove : undefined;
  const liquidityToRemove =
    removing && userLiquidity
      ? CurrencyAmount.fromRawAmount(
          userLiquidity.currency,
          removing.multiply(userLiquidity.quotient).quotient,
        )
      : undefined;
  const amounts = {
    CURRENCY_A: liquidityToRemove && valueOf(currencies.CURRENCY_A, liquidityToRemove),
    CURRENCY_B: liquidityToRemove && valueOf(currencies.CURRENCY_B, liquidityToRemove),
  };

  const shown = (field: BurnField, amount: CurrencyAmount<Currency> | undefined) =>
    independentField === field ? typedValue : (amount?.toSignificant(6) ?? "");
  const formattedAmounts = {
    LIQUIDITY_PERCENT: !removing ? "0" : removing.lessThan(ONE_PERCENT) ? "<1" : removing.toFixed(0),
    LIQUIDITY: shown(BurnField.LIQUIDITY, liquidityToRemove),
    CURRENCY_A: shown(BurnField.CURRENCY_A, amounts.CURRENCY_A),
    CURRENCY_B: shown(BurnField.CURRENCY_B, amounts.CURRENCY_B),
  };

  const error: TranslatableText | undefined = !account
    ? { key: "Connect Wallet" }
    : !liquidityToRemove || !amounts.CURRENCY_A || !amounts.CURRENCY_B
      ? { key: "Enter an amount" }
      : undefined;

  return { liquidityValues, percentToRemove, liquidityToRemove, amounts, formattedAmounts, error };
}
