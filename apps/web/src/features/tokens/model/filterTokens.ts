import { getAddress, isAddress } from "viem";

/** What the search needs of a token. */
export interface SearchableToken {
  readonly address: string;
  readonly symbol: string;
  readonly name: string;
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0);
}

/**
 * The tokens a search matches (spec 000 section 5): an exact address, or every typed word being the
 * start or end of a word of the symbol or the name. Ordered by exact symbol match, then symbols that
 * start with the query, then the rest, each group in its original order.
 */
export function filterTokens<T extends SearchableToken>(tokens: readonly T[], query: string): T[] {
  const trimmed = query.trim();
  if (trimmed === "") return [...tokens];
  if (isAddress(trimmed)) {
    const address = getAddress(trimmed);
    return tokens.filter((token) => getAddress(token.address) === address);
  }
  const queryWords = words(trimmed);
  const matches = (text: string) => {
    const textWords = words(text);
    return queryWords.every((part) => textWords.some((word) => word.startsWith(part) || word.endsWith(part)));
  };
  const found = tokens.filter((token) => matches(token.symbol) || matches(token.name));
  // Several words search names: no symbol ranking then.
  if (queryWords.length > 1) return found;
  const lower = trimmed.toLowerCase();
  const exact = found.filter((token) => token.symbol.toLowerCase() === lower);
  const prefix = found.filter(
    (token) => token.symbol.toLowerCase() !== lower && token.symbol.toLowerCase().startsWith(lower),
  );
  const rest = found.filter((token) => !exact.includes(token) && !prefix.includes(token));
  return [...exact, ...prefix, ...rest];
}

/** The native coin is listed for an empty query and while 'bnb' is being typed. */
export function nativeMatchesQuery(query: string): boolean {
  return ["", "b", "bn", "bnb"].includes(query.trim().toLowerCase());
}

/**
 * What Enter picks (spec 000 section 2, search view): the native coin for 'bnb', else the first
 * result when it is the only one or its symbol is the query; otherwise nothing.
 */
export function pickOnEnter<T extends SearchableToken>(
  query: string,
  results: readonly T[],
): T | "native" | undefined {
  const lower = query.trim().toLowerCase();
  if (lower === "bnb") return "native";
  const [first] = results;
  if (first && (results.length === 1 || first.symbol.toLowerCase() === lower)) return first;
  return undefined;
}
