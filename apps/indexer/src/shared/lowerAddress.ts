import type { Address } from "viem";

/** Rows are keyed by lower-case address, whatever case an event gives. */
export function lowerAddress(address: Address): Address {
  return address.toLowerCase() as Address;
}
