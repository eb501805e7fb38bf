import type { Address, Hex } from "viem";
import { InvalidCallError } from "./InvalidCallError.ts";

/** One call the multicall makes: a contract and the ABI-encoded call data. */
export interface ChainCall {
  readonly address: Address;
  readonly callData: Hex;
}

const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;
const LOWERCASE_HEX_PATTERN = /^0x[0-9a-f]*$/;

/**
 * The key `address-callData` under which identical reads from different components are made once.
 * The address is lowercased so that checksummed and plain spellings of one contract share a key.
 */
export function toCallKey(call: ChainCall): string {
  if (!ADDRESS_PATTERN.test(call.address)) throw new InvalidCallError("Invalid address", call.address);
  if (!LOWERCASE_HEX_PATTERN.test(call.callData)) throw new InvalidCallError("Invalid hex", call.callData);
  return `${call.address.toLowerCase()}-${call.callData}`;
}

/** The call a key names; the key must have exactly two parts. */
export function parseCallKey(key: string): ChainCall {
  const parts = key.split("-");
  const [address, callData] = parts;
  if (parts.length !== 2 || address === undefined || callData === undefined) {
    throw new InvalidCallError("Invalid call key", key);
  }
  if (!ADDRESS_PATTERN.test(address)) throw new InvalidCallError("Invalid address", address);
  if (!LOWERCASE_HEX_PATTERN.test(callData)) throw new InvalidCallError("Invalid hex", callData);
  return { address: address as Address, callData: callData as Hex };
}
