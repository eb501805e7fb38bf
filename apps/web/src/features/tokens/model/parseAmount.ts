import { parseUnits } from "viem";
import { CurrencyAmount, GriddleError, type Currency } from "@griddle/sdk";

const DECIMAL_PATTERN = /^(\d*)\.?(\d*)$/;

/** Typed text that is not an amount of the currency: not a decimal number, or too many decimals. */
export class AmountParseError extends GriddleError {
  override readonly name = "AmountParseError";
  constructor(value: string, decimals: number) {
    super(`'${value}' is not an amount with at most ${decimals} decimals`);
  }
}

/**
 * The typed text as an amount of `currency` (spec 000 section 5, Amount parse): converted with the
 * currency's decimals; zero counts as no amount; text that does not parse is logged and ignored.
 */
export function parseAmount(
  value: string,
  currency: Currency | undefined,
): CurrencyAmount<Currency> | undefined {
  if (!currency || value === "" || value === ".") return undefined;
  try {
    const match = DECIMAL_PATTERN.exec(value);
    // parseUnits would round extra decimals away; the user should see that the amount is not valid.
    if (!match || (match[2] ?? "").length > currency.decimals)
      throw new AmountParseError(value, currency.decimals);
    const raw = parseUnits(value, currency.decimals);
    return raw > 0n ? CurrencyAmount.fromRawAmount(currency, raw) : undefined;
  } catch (error) {
    console.debug(`Failed to parse input amount: "${value}"`, error);
    return undefined;
  }
}
