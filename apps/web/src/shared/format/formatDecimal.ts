import { formatNumber } from "./formatNumber.ts";

/**
 * A number with exactly `decimals` decimals, grouped as `locale` groups thousands: APRs ('1,234.57'
 * in en-US, '1.234,57' in de-DE) and block counts.
 */
export function formatDecimal(value: number, decimals: number, locale: string): string {
  return formatNumber(value, locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}
