/** Two currencies joined by a hyphen, each an address or the native coin: the old /add/{A-B} form. */
const COMBINED_ADD_CURRENCIES = /^(0x[a-fA-F0-9]{40}|BNB)-(0x[a-fA-F0-9]{40}|BNB)$/;

/** Two token addresses joined by a hyphen: the old /remove/{A-B} form. */
const COMBINED_REMOVE_TOKENS = /^(0x[a-fA-F0-9]{40})-(0x[a-fA-F0-9]{40})$/;

/**
 * Where /add/{currencyIdA}[/{currencyIdB}] (and the same /create paths) must go instead, or null to
 * show the add-liquidity page as is (spec 000 section 2, add-liquidity route rules):
 * - a combined first segment A-B → /add/A/B;
 * - the same currency twice (whatever the letter case) → /add/A.
 */
export function addLiquidityRedirect(currencyIdA: string, currencyIdB?: string): string | null {
  if (currencyIdB === undefined) {
    const combined = COMBINED_ADD_CURRENCIES.exec(currencyIdA);
    return combined ? `/add/${combined[1]}/${combined[2]}` : null;
  }
  return currencyIdA.toLowerCase() === currencyIdB.toLowerCase() ? `/add/${currencyIdA}` : null;
}

/** /remove/{tokens}: two addresses joined by a hyphen → /remove/A/B; anything else → /pool. */
export function removeLiquidityRedirect(tokens: string): string {
  const combined = COMBINED_REMOVE_TOKENS.exec(tokens);
  return combined ? `/remove/${combined[1]}/${combined[2]}` : "/pool";
}
