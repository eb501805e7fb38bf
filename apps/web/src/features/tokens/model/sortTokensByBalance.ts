/**
 * Tokens the wallet holds first, largest balance first (balances compared in the token's own units,
 * as the list shows them), then the rest by symbol (spec 000 section 2: balances sorted first).
 * `balanceOf` gives a balance as a decimal number, or undefined while unknown.
 */
export function sortTokensByBalance<T extends { readonly symbol: string }>(
  tokens: readonly T[],
  balanceOf: (token: T) => number | undefined,
): T[] {
  const balances = new Map(tokens.map((token) => [token, balanceOf(token) ?? 0]));
  return [...tokens].sort((a, b) => {
    const difference = (balances.get(b) ?? 0) - (balances.get(a) ?? 0);
    if (difference !== 0) return difference;
    return a.symbol.toLowerCase() < b.symbol.toLowerCase()
      ? -1
      : a.symbol.toLowerCase() > b.symbol.toLowerCase()
        ? 1
        : 0;
  });
}
