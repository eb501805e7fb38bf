import type { Address } from "viem";
import { pricing } from "./pricing.ts";

/** The token's place in the pricing whitelist, -1 when it is not whitelisted. */
export function whitelistRank(tokenId: Address): number {
  return pricing.whitelist.indexOf(tokenId);
}
