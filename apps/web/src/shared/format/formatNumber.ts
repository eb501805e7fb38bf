import { fractionDigits } from "./fractionDigits.ts";
import { groupDigits } from "./groupDigits.ts";
import { numberSymbols } from "./numberSymbols.ts";
import { plainDecimal } from "./plainDecimal.ts";
import { roundDecimal } from "./roundDecimal.ts";

// No Intl at runtime: the first Intl number format a page builds spends 35-60 ms initialising ICU's number data
// (150-250 ms under Lighthouse's 4x CPU slowdown), one long task counted whole in Total Blocking Time on /swap,
// whose title shows the CAKE price. The locales' symbols are written out in numberSymbols.ts instead, and
// formatNumber.test.ts and numberSymbols.test.ts prove the output equals Intl's, byte for byte, in every locale.

/** The options of Intl's number format that formatNumber supports, with the same meaning. */
export interface FormatNumberOptions {
  /** Decimals always shown, zeros padded (default 0). */
  readonly minimumFractionDigits?: number;
  /** Decimals at most, rounded half away from zero (default the larger of 3 and the minimum). */
  readonly maximumFractionDigits?: number;
  /** Left out: groups as the locale does (es-ES 1234, 12.345). true: groups always (1.234). false: never. */
  readonly useGrouping?: boolean;
}

/**
 * `value` written exactly as Intl's number format for `${locale}-u-nu-latn` and these options writes it, without
 * building an Intl object: Latin digits (0-9) whatever the language, so amounts stay readable next to token
 * symbols and copyable into an input, with the locale's separators and minus sign (de-DE 1.234,56;
 * hi-IN 12,34,567.8; U+2212 for minus in fi-FI). Numbers are rounded from their shortest round-trip decimal
 * (1.005 → 1.01), as ICU rounds them; bigints keep every digit.
 */
export function formatNumber(
  value: number | bigint,
  locale: string,
  options: FormatNumberOptions = {},
): string {
  const symbols = numberSymbols(locale);
  const { minimum, maximum } = fractionDigits(options.minimumFractionDigits, options.maximumFractionDigits);
  if (Number.isNaN(value)) return symbols.nan;
  // Intl keeps the sign of -0 and of negatives that round to zero: -0.0001 with 2 decimals is '-0'.
  const sign = value < 0 || Object.is(value, -0) ? symbols.minusSign : "";
  if (value === Infinity || value === -Infinity) return sign + symbols.infinity;
  const { whole, fraction } = roundDecimal(absoluteDigits(value), minimum, maximum);
  const groupedWhole =
    options.useGrouping === false
      ? whole
      : groupDigits(whole, options.useGrouping === true ? { ...symbols, minimumGroupingDigits: 1 } : symbols);
  return fraction === "" ? sign + groupedWhole : sign + groupedWhole + symbols.decimal + fraction;
}

/** The plain decimal digits of a finite value's magnitude. */
function absoluteDigits(value: number | bigint): string {
  if (typeof value === "bigint") return (value < 0n ? -value : value).toString();
  return plainDecimal(Math.abs(value));
}
