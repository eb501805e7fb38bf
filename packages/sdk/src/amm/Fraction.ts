import { formatFixed } from "./formatFixed.ts";
import { formatSignificant } from "./formatSignificant.ts";
import { Rounding } from "./Rounding.ts";

/** An exact rational number on bigints: amounts, prices and percentages build on it. */
export class Fraction {
  readonly numerator: bigint;
  readonly denominator: bigint;
  #quotient: bigint | undefined;

  constructor(numerator: bigint, denominator: bigint = 1n) {
    this.numerator = numerator;
    this.denominator = denominator;
  }

  /**
   * Floor of the value for non-negative fractions (bigint division truncates). Kept after the first
   * division: the route search reads every reserve's quotient on every call.
   */
  get quotient(): bigint {
    this.#quotient ??= this.numerator / this.denominator;
    return this.#quotient;
  }

  /** What the quotient leaves over, over the same denominator. */
  get remainder(): Fraction {
    return new Fraction(this.numerator % this.denominator, this.denominator);
  }

  invert(): Fraction {
    return new Fraction(this.denominator, this.numerator);
  }

  add(other: Fraction | bigint): Fraction {
    const { numerator, denominator } = asFraction(other);
    if (denominator === this.denominator) return new Fraction(this.numerator + numerator, denominator);
    return new Fraction(
      this.numerator * denominator + numerator * this.denominator,
      this.denominator * denominator,
    );
  }

  subtract(other: Fraction | bigint): Fraction {
    const { numerator, denominator } = asFraction(other);
    if (denominator === this.denominator) return new Fraction(this.numerator - numerator, denominator);
    return new Fraction(
      this.numerator * denominator - numerator * this.denominator,
      this.denominator * denominator,
    );
  }

  multiply(other: Fraction | bigint): Fraction {
    const { numerator, denominator } = asFraction(other);
    return new Fraction(this.numerator * numerator, this.denominator * denominator);
  }

  divide(other: Fraction | bigint): Fraction {
    const { numerator, denominator } = asFraction(other);
    return new Fraction(this.numerator * denominator, this.denominator * numerator);
  }

  lessThan(other: Fraction | bigint): boolean {
    const { numerator, denominator } = asFraction(other);
    return this.numerator * denominator < numerator * this.denominator;
  }

  equalTo(other: Fraction | bigint): boolean {
    const { numerator, denominator } = asFraction(other);
    return this.numerator * denominator === numerator * this.denominator;
  }

  greaterThan(other: Fraction | bigint): boolean {
    const { numerator, denominator } = asFraction(other);
    return this.numerator * denominator > numerator * this.denominator;
  }

  toSignificant(significantDigits: number, rounding: Rounding = Rounding.ROUND_HALF_UP): string {
    return formatSignificant(this.numerator, this.denominator, significantDigits, rounding);
  }

  toFixed(decimals: number, rounding: Rounding = Rounding.ROUND_HALF_UP): string {
    return formatFixed(this.numerator, this.denominator, decimals, rounding);
  }
}

function asFraction(value: Fraction | bigint): { numerator: bigint; denominator: bigint } {
  return typeof value === "bigint" ? { numerator: value, denominator: 1n } : value;
}
