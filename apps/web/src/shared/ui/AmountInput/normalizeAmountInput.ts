/** The longest amount text accepted (spec 000 section 9, Input limits). */
export const AMOUNT_INPUT_MAX_LENGTH = 79;

const AMOUNT_PATTERN = /^\d*\.?\d*$/;

/**
 * What an amount field keeps of a keystroke (spec 000 section 5): empty, or digits with at most one
 * decimal point, commas read as points, at most 79 characters. Null rejects the change.
 */
export function normalizeAmountInput(text: string): string | null {
  const value = text.replace(/,/g, ".");
  if (value.length > AMOUNT_INPUT_MAX_LENGTH) return null;
  return AMOUNT_PATTERN.test(value) ? value : null;
}
