import { getAddress, isAddress, type Address } from "viem";

/** EIP-55: an all-lower or all-upper case address carries no checksum; a mixed-case one must match it. */
function isAddressInAnyCase(value: string): boolean {
  const allUpper = value.startsWith("0x") && value.slice(2) === value.slice(2).toUpperCase();
  return isAddress(allUpper ? value.toLowerCase() : value);
}

/** An account address as a client may write it, checksummed; undefined for anything else. */
export function parseAnyCaseAddress(value: unknown): Address | undefined {
  if (typeof value !== "string" || !isAddressInAnyCase(value)) return undefined;
  return getAddress(value.toLowerCase());
}
