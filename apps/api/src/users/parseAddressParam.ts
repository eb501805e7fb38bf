import { getAddress, isAddress, type Address } from "viem";
import { ApiError } from "../http/ApiError.ts";

/** An account address in any case (a wrong mixed-case checksum is refused), checksummed. */
export function parseAddressParam(value: unknown, field: string): Address {
  if (typeof value !== "string" || !isAddress(value)) {
    throw new ApiError(400, `${field} must be a 0x-prefixed 20-byte hex address.`);
  }
  return getAddress(value);
}
