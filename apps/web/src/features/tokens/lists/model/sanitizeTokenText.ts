/** Longer names are cut: no real token needs more, and a huge one would break every layout. */
export const MAX_TOKEN_NAME_LENGTH = 64;
export const MAX_TOKEN_SYMBOL_LENGTH = 32;

// Control characters, and the bidirectional overrides that can make 'USDT' display from other letters.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Makes a token name or symbol from a list or a contract safe to show: unsafe characters removed,
 * whitespace trimmed, cut to `maxLength`. Still untrusted text: render it as text, never as markup.
 */
export function sanitizeTokenText(text: string, maxLength: number): string {
  const clean = text.replace(UNSAFE_CHARACTERS, "").trim();
  return clean.length > maxLength ? `${clean.slice(0, maxLength - 1)}…` : clean;
}
