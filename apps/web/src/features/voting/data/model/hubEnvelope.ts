import { getAddress, type Address, type Hex } from "viem";
import type { HubTypedData } from "./hubTypedData.ts";

/** The body of POST /api/msg: Snapshot's envelope of a signed message. */
export interface HubEnvelope {
  readonly address: Address;
  readonly sig: Hex;
  readonly data: {
    readonly domain: HubTypedData["domain"];
    readonly types: HubTypedData["types"];
    readonly message: Readonly<Record<string, unknown>>;
  };
}

/**
 * The envelope for `typedData` signed by `address` with `sig`. JSON has no bigints: the message's wide
 * integers go as numbers, as Snapshot's client sends them (seconds and block numbers stay far below 2^53).
 */
export function buildHubEnvelope(address: Address, sig: Hex, typedData: HubTypedData): HubEnvelope {
  const message = Object.fromEntries(
    Object.entries(typedData.message).map(([name, value]) => [
      name,
      typeof value === "bigint" ? Number(value) : value,
    ]),
  );
  return {
    address: getAddress(address),
    sig,
    data: { domain: typedData.domain, types: typedData.types, message },
  };
}
