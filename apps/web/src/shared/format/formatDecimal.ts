/** A number with exactly `decimals` decimals, grouped by thousands: APRs ('1,234.57') and block counts. */
export function formatDecimal(value: number, decimals: number): string {
  return value.toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}
