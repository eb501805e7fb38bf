import { getAddress, type Address } from "viem";
import type { ImportedToken } from "./importedTokens.ts";

/**
 * A token read from the chain: name and symbol fall back to 'Unknown Token' / 'UNKNOWN' when the
 * contract does not answer them (spec 000 section 5); without decimals it is not a usable token.
 */
export function toImportedToken(
  address: Address,
  read: { readonly name: string | null; readonly symbol: string | null; readonly decimals: number | null },
): ImportedToken | null {
  if (read.decimals === null) return null;
  return {
    address: getAddress(address),
    name: read.name || "Unknown Token",
    symbol: read.symbol || "UNKNOWN",
    decimals: read.decimals,
  };
}
