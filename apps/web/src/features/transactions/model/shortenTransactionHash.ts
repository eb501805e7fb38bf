import type { Hex } from "viem";

/** `0x1234abcd...89ef01`: enough of a 66-character hash to tell transactions apart in a list. */
export function shortenTransactionHash(hash: Hex): string {
  return `${hash.slice(0, 10)}...${hash.slice(-6)}`;
}
