/** The slippage buttons, 0.1%, 0.5% and 1.0% (spec 000 section 9), in basis points. */
export const SLIPPAGE_PRESETS_BPS: readonly number[] = [10, 50, 100];

/** A preset button's label: one decimal, as in '1.0%'. */
export function formatSlippagePreset(bps: number): string {
  return `${(bps / 100).toFixed(1)}%`;
}

/** The custom field's placeholder: the kept value with two decimals, as in '0.50'. */
export function formatSlippagePlaceholder(bps: number): string {
  return (bps / 100).toFixed(2);
}
