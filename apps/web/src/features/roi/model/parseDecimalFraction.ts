import { Fraction } from "@griddle/sdk";

const DECIMAL = /^(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * A non-negative decimal text as an exact fraction: what a field holds ('12.', '.5') or what
 * String(number) gives ('1e-7'). Undefined when the text is no such number. Converting the principal
 * exactly keeps binary floating-point noise out of its 10 displayed decimals.
 */
export function parseDecimalFraction(text: string): Fraction | undefined {
  const match = DECIMAL.exec(text);
  if (!match) return undefined;
  const [, whole = "", fraction = "", exponentText = "0"] = match;
  if (whole === "" && fraction === "") return undefined;
  const digits = BigInt(whole + fraction);
  const exponent = Number(exponentText) - fraction.length;
  return exponent >= 0
    ? new Fraction(digits * 10n ** BigInt(exponent))
    : new Fraction(digits, 10n ** BigInt(-exponent));
}
