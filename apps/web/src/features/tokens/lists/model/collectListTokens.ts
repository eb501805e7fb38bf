import { getAddress, isAddress, type Address } from "viem";
import type { ListsState } from "./listsReducer.ts";
import { safeLogoUrl } from "./safeLogoUrl.ts";
import { MAX_TOKEN_NAME_LENGTH, MAX_TOKEN_SYMBOL_LENGTH, sanitizeTokenText } from "./sanitizeTokenText.ts";

/** A token as a list offers it, made safe to show, with the list it came from. */
export interface ListedToken {
  readonly address: Address;
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
  /** Https, ipfs or same-origin only; undefined when the list gave none or an unsafe one. */
  readonly logoUrl: string | undefined;
  readonly listUrl: string;
  readonly listName: string;
}

/**
 * The tokens of the given lists on one chain, in list order; a token two lists name comes from the
 * first. Entries that are not EVM addresses (the schema also admits other chains' formats) are skipped.
 */
export function collectListTokens(
  state: ListsState,
  urls: readonly string[],
  chainId: number,
  origin: string,
): ListedToken[] {
  const seen = new Set<string>();
  const tokens: ListedToken[] = [];
  for (const url of urls) {
    const list = state.byUrl[url]?.current;
    if (!list) continue;
    for (const token of list.tokens) {
      if (token.chainId !== chainId || !isAddress(token.address, { strict: false })) continue;
      const address = getAddress(token.address);
      if (seen.has(address)) continue;
      seen.add(address);
      tokens.push({
        address,
        symbol: sanitizeTokenText(token.symbol, MAX_TOKEN_SYMBOL_LENGTH),
        name: sanitizeTokenText(token.name, MAX_TOKEN_NAME_LENGTH),
        decimals: token.decimals,
        logoUrl: safeLogoUrl(token.logoURI, origin),
        listUrl: url,
        listName: sanitizeTokenText(list.name, MAX_TOKEN_NAME_LENGTH),
      });
    }
  }
  return tokens;
}
