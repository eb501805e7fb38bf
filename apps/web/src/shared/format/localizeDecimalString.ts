import { decimalSeparator } from "./numberSymbols.ts";

const SDK_DECIMAL = /^([<>]?-?\d+)\.(\d+%?)$/;

/**
 * An SDK decimal string ('1234.5', '-0.25', '<0.001', '12.34%' from toSignificant / toFixed / toExact)
 * with its decimal point swapped for `locale`'s decimal separator. No grouping is added, so English
 * text stays byte for byte what the SDK returns. Anything else is returned unchanged. For display
 * only: never feed the result back into an input or a transaction.
 */
export function localizeDecimalString(value: string, locale: string): string {
  const match = SDK_DECIMAL.exec(value);
  if (!match) return value;
  return `${match[1]}${decimalSeparator(locale)}${match[2]}`;
}
