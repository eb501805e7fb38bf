import type { Currency } from "./Currency.ts";
import { formatFixed } from "./formatFixed.ts";
import { Fraction } from "./Fraction.ts";
import { InvalidCurrencyError } from "./InvalidCurrencyError.ts";
import { Rounding } from "./Rounding.ts";
import type { Token } from "./Token.ts";

/** An amount of one currency; `quotient` is the raw integer amount in the currency's smallest unit. */
export class CurrencyAmount<T extends Currency> extends Fraction {
  readonly currency: T;

  protected constructor(currency: T, numerator: bigint, denominator: bigint = 1n) {
    super(numerator, denominator);
    this.currency = currency;
  }

  /** 10^decimals: raw units per whole unit. Worked out when formatting, never in the route search. */
  get decimalScale(): bigint {
    return 10n ** BigInt(this.currency.decimals);
  }

  static fromRawAmount<T extends Currency>(currency: T, rawAmount: bigint): CurrencyAmount<T> {
    return new CurrencyAmount(currency, rawAmount);
  }

  static fromFractionalAmount<T extends Currency>(
    currency: T,
    numerator: bigint,
    denominator: bigint,
  ): CurrencyAmount<T> {
    return new CurrencyAmount(currency, numerator, denominator);
  }

  override add(other: CurrencyAmount<T>): CurrencyAmount<T> {
    if (!this.currency.equals(other.currency)) throw new InvalidCurrencyError();
    const sum = super.add(other);
    return new CurrencyAmount(this.currency, sum.numerator, sum.denominator);
  }

  override subtract(other: CurrencyAmount<T>): CurrencyAmount<T> {
    if (!this.currency.equals(other.currency)) throw new InvalidCurrencyError();
    const difference = super.subtract(other);
    return new CurrencyAmount(this.currency, difference.numerator, difference.denominator);
  }

  override multiply(other: Fraction | bigint): CurrencyAmount<T> {
    const product = super.multiply(other);
    return new CurrencyAmount(this.currency, product.numerator, product.denominator);
  }

  override divide(other: Fraction | bigint): CurrencyAmount<T> {
    const ratio = super.divide(other);
    return new CurrencyAmount(this.currency, ratio.numerator, ratio.denominator);
  }

  /** In whole units; rounds down by default so a balance is never overstated. */
  override toSignificant(significantDigits = 6, rounding: Rounding = Rounding.ROUND_DOWN): string {
    return new Fraction(this.numerator, this.denominator * this.decimalScale).toSignificant(
      significantDigits,
      rounding,
    );
  }

  /** In whole units; rounds down by default so a balance is never overstated. */
  override toFixed(
    decimals: number = this.currency.decimals,
    rounding: Rounding = Rounding.ROUND_DOWN,
  ): string {
    return new Fraction(this.numerator, this.denominator * this.decimalScale).toFixed(decimals, rounding);
  }

  /** The raw amount in whole units with every significant decimal and no trailing zeros. */
  toExact(): string {
    return formatFixed(this.quotient, this.decimalScale, this.currency.decimals, Rounding.ROUND_DOWN)
      .replace(/(\.\d*?)0+$/, "$1")
      .replace(/\.$/, "");
  }

  /** The same amount in the wrapped token, which is what pairs hold. */
  get wrapped(): CurrencyAmount<Token> {
    if (this.currency.isToken) return this as CurrencyAmount<Token>;
    return new CurrencyAmount(this.currency.wrapped, this.numerator, this.denominator);
  }
}
