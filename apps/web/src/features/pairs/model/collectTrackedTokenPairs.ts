import type { Token } from "@griddle/sdk";

function pairKey(tokenA: Token, tokenB: Token): string {
  const [first, second] = tokenA.sortsBefore(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA];
  return `${first.chainId}:${first.address}:${second.address}`;
}

/**
 * The pairs whose LP balances are worth reading: every pair among the known tokens, then the saved
 * pairs, each once whatever the order of its tokens.
 */
export function collectTrackedTokenPairs(
  tokens: readonly Token[],
  savedPairs: readonly (readonly [Token, Token])[],
): readonly (readonly [Token, Token])[] {
  const seen = new Set<string>();
  const tracked: (readonly [Token, Token])[] = [];
  const track = (tokenA: Token, tokenB: Token) => {
    if (tokenA.equals(tokenB)) return;
    const key = pairKey(tokenA, tokenB);
    if (seen.has(key)) return;
    seen.add(key);
    tracked.push([tokenA, tokenB]);
  };
  tokens.forEach((tokenA, index) => {
    for (const tokenB of tokens.slice(index + 1)) track(tokenA, tokenB);
  });
  for (const [tokenA, tokenB] of savedPairs) track(tokenA, tokenB);
  return tracked;
}
