import { hashTypedData, type Hex } from "viem";
import type { HubEnvelope } from "./parseEnvelope.ts";
import { SNAPSHOT_PROPOSAL_TYPES, SNAPSHOT_VOTE_TYPES } from "@griddle/sdk";

/**
 * A message's id, as Snapshot's: the EIP-712 hash of what was signed (the digest the signature
 * signs), so the same message is the same id wherever it is sent.
 */
export function hubMessageId({ kind, domain, message }: HubEnvelope): Hex {
  // parseEnvelope matched the envelope's types to these by hash, and the parsers checked each
  // field's JavaScript type: the message hashes as the client signed it.
  const fields = message as never;
  return kind === "proposal"
    ? hashTypedData({ domain, types: SNAPSHOT_PROPOSAL_TYPES, primaryType: "Proposal", message: fields })
    : hashTypedData({ domain, types: SNAPSHOT_VOTE_TYPES, primaryType: "Vote", message: fields });
}
