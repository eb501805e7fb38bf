import type { Address } from "viem";
import { parseAnyCaseAddress } from "../address/parseAnyCaseAddress.ts";
import { ApiError } from "../http/ApiError.ts";

/** An account address as a client may write it, checksummed. */
export function parseAddressParam(value: unknown, field: string): Address {
  const address = parseAnyCaseAddress(value);
  if (address === undefined) throw new ApiError(400, `${field} must be a 0x-prefixed 20-byte hex address.`);
  return address;
}
