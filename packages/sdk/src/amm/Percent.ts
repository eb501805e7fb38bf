import { Fraction } from "./Fraction.ts";
import { Rounding } from "./Rounding.ts";

/** A fraction shown as a percentage: new Percent(50n, 10_000n).toFixed(2) is "0.50". */
export class Percent extends Fraction {
  override add(other: Fraction | bigint): Percent {
    return toPercent(super.add(other));
  }

  override subtract(other: Fraction | bigint): Percent {
    return toPercent(super.subtract(other));
  }

  override multiply(other: Fraction | bigint): Percent {
    return toPercent(super.multiply(other));
  }

  override divide(other: Fraction | bigint): Percent {
    return toPercent(super.divide(other));
  }

  override toSignificant(significantDigits = 5, rounding: Rounding = Rounding.ROUND_HALF_UP): string {
    return new Fraction(this.numerator * 100n, this.denominator).toSignificant(significantDigits, rounding);
  }

  override toFixed(decimals = 2, rounding: Rounding = Rounding.ROUND_HALF_UP): string {
    return new Fraction(this.numerator * 100n, this.denominator).toFixed(decimals, rounding);
  }
}

function toPercent(fraction: Fraction): Percent {
  return new Percent(fraction.numerator, fraction.denominator);
}
