import { getAddress, type Address } from "viem";
import {
  MAX_TOKEN_NAME_LENGTH,
  MAX_TOKEN_SYMBOL_LENGTH,
  sanitizeTokenText,
} from "../lists/model/sanitizeTokenText.ts";
import type { ImportedToken } from "./importedTokens.ts";

/**
 * A token read from the chain: name and symbol fall back to 'Unknown Token' / 'UNKNOWN' when the
 * contract does not answer them (spec 000 section 5); without decimals it is not a usable token. Any
 * contract can answer anything: the texts are cleaned and cut like a list's.
 */
export function toImportedToken(
  address: Address,
  read: { readonly name: string | null; readonly symbol: string | null; readonly decimals: number | null },
): ImportedToken | null {
  if (read.decimals === null) return null;
  return {
    address: getAddress(address),
    name: sanitizeTokenText(read.name ?? "", MAX_TOKEN_NAME_LENGTH) || "Unknown Token",
    symbol: sanitizeTokenText(read.symbol ?? "", MAX_TOKEN_SYMBOL_LENGTH) || "UNKNOWN",
    decimals: read.decimals,
  };
}
