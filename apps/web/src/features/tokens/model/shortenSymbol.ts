/** Symbols longer than this are cut with an ellipsis (spec 000 section 2, search view). */
const MAX_SYMBOL_LENGTH = 20;

export function shortenSymbol(symbol: string): string {
  return symbol.length > MAX_SYMBOL_LENGTH ? `${symbol.slice(0, MAX_SYMBOL_LENGTH - 3)}...` : symbol;
}
