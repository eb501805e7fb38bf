/** Slippage must stay under 50% (spec 000 section 5); the first refused value, in basis points. */
export const MAX_SLIPPAGE_BPS = 5000;

export type SlippageInput =
  | { readonly status: "empty" }
  | { readonly status: "valid"; readonly bps: number }
  | { readonly status: "invalid" };

const DECIMAL_NUMBER = /^(\d+\.?\d*|\.\d+)$/;

/**
 * Reads the custom slippage field, a percentage. Valid text has at most two decimals (it must equal
 * its two-decimal form, since basis points are whole) and stays under 50%; commas count as decimal
 * points. Empty text means the user has not typed a custom value.
 */
export function parseSlippageInput(text: string): SlippageInput {
  const normalized = text.trim().replace(",", ".");
  if (normalized === "") return { status: "empty" };
  if (!DECIMAL_NUMBER.test(normalized)) return { status: "invalid" };
  const percent = Number(normalized);
  if (Number(percent.toFixed(2)) !== percent) return { status: "invalid" };
  const bps = Math.round(percent * 100);
  return bps < MAX_SLIPPAGE_BPS ? { status: "valid", bps } : { status: "invalid" };
}
