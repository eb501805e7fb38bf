import type { Currency } from "./Currency.ts";
import { CurrencyAmount } from "./CurrencyAmount.ts";
import { Fraction } from "./Fraction.ts";
import { InvalidCurrencyError } from "./InvalidCurrencyError.ts";
import { Rounding } from "./Rounding.ts";

/**
 * How much quote currency one unit of base currency buys. The fraction itself is in raw units
 * (quote raw per base raw); formatting scales it by the two currencies' decimals.
 */
export class Price<TBase extends Currency, TQuote extends Currency> extends Fraction {
  readonly baseCurrency: TBase;
  readonly quoteCurrency: TQuote;

  /** The price of `denominator` raw base units being `numerator` raw quote units. */
  constructor(baseCurrency: TBase, quoteCurrency: TQuote, denominator: bigint, numerator: bigint) {
    super(numerator, denominator);
    this.baseCurrency = baseCurrency;
    this.quoteCurrency = quoteCurrency;
  }

  /** 10^baseDecimals / 10^quoteDecimals: turns the raw ratio into whole units. */
  get scalar(): Fraction {
    return new Fraction(
      10n ** BigInt(this.baseCurrency.decimals),
      10n ** BigInt(this.quoteCurrency.decimals),
    );
  }

  override invert(): Price<TQuote, TBase> {
    return new Price(this.quoteCurrency, this.baseCurrency, this.numerator, this.denominator);
  }

  /** Chains two prices: base→quote times quote→other is base→other. */
  override multiply<TOther extends Currency>(other: Price<TQuote, TOther>): Price<TBase, TOther> {
    if (!this.quoteCurrency.equals(other.baseCurrency)) throw new InvalidCurrencyError();
    return new Price(
      this.baseCurrency,
      other.quoteCurrency,
      this.denominator * other.denominator,
      this.numerator * other.numerator,
    );
  }

  /** What `amount` of the base currency is worth in the quote currency at this price. */
  quote(amount: CurrencyAmount<TBase>): CurrencyAmount<TQuote> {
    if (!amount.currency.equals(this.baseCurrency)) throw new InvalidCurrencyError();
    return CurrencyAmount.fromFractionalAmount(
      this.quoteCurrency,
      this.numerator * amount.numerator,
      this.denominator * amount.denominator,
    );
  }

  override toSignificant(significantDigits = 6, rounding: Rounding = Rounding.ROUND_HALF_UP): string {
    return this.adjustedForDecimals().toSignificant(significantDigits, rounding);
  }

  override toFixed(decimals = 4, rounding: Rounding = Rounding.ROUND_HALF_UP): string {
    return this.adjustedForDecimals().toFixed(decimals, rounding);
  }

  private adjustedForDecimals(): Fraction {
    const { scalar } = this;
    return new Fraction(this.numerator * scalar.numerator, this.denominator * scalar.denominator);
  }
}
