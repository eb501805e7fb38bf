import type { Address } from "viem";

/** The address as the indexer keys and stores it: lower-case. */
export function lower(address: Address): Address {
  return address.toLowerCase() as Address;
}
