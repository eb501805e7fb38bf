import { getAddress, isAddress, type Address } from "viem";
import { ApiError } from "../http/ApiError.ts";

/** EIP-55: an all-lower or all-upper case address carries no checksum; a mixed-case one must match it. */
function isAddressInAnyCase(value: string): boolean {
  const allUpper = value.startsWith("0x") && value.slice(2) === value.slice(2).toUpperCase();
  return isAddress(allUpper ? value.toLowerCase() : value);
}

/** An account address as a client may write it, checksummed. */
export function parseAddressParam(value: unknown, field: string): Address {
  if (typeof value !== "string" || !isAddressInAnyCase(value)) {
    throw new ApiError(400, `${field} must be a 0x-prefixed 20-byte hex address.`);
  }
  return getAddress(value.toLowerCase());
}
