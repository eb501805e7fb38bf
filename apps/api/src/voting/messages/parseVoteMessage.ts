import type { Address, Hex } from "viem";
import { HubMessageError } from "./HubMessageError.ts";
import {
  MAX_APP_LENGTH,
  MAX_METADATA_LENGTH,
  MAX_REASON_LENGTH,
  MAX_SPACE_LENGTH,
} from "./hubMessageLimits.ts";
import {
  assertOnlyFields,
  readNonBlankString,
  readString,
  readUint,
  type MessageRecord,
} from "./messageFields.ts";
import { readFrom } from "./readFrom.ts";
import { SNAPSHOT_VOTE_TYPES } from "@griddle/sdk";

/** A signed single-choice Vote message, read; whether its choice exists depends on the proposal. */
export interface VoteMessage {
  readonly from: Address;
  readonly space: string;
  readonly timestamp: number;
  /** The proposal's id: the typed-data hash of the proposal message. */
  readonly proposal: Hex;
  /** 1-based index into the proposal's choices. */
  readonly choice: number;
  readonly reason: string;
  readonly app: string;
  /** Free text the client signed along (snapshot.js sends '{}'); stored, never interpreted. */
  readonly metadata: string;
}

const PROPOSAL_ID = /^0x[0-9a-fA-F]{64}$/;
const MAX_UINT32 = 2 ** 32 - 1;

/** Reads every field of a Vote message. */
export function parseVoteMessage(message: MessageRecord, signer: Address): VoteMessage {
  assertOnlyFields(message, SNAPSHOT_VOTE_TYPES.Vote);
  const from = readFrom(message, signer);
  const proposal = message.proposal;
  if (typeof proposal !== "string" || !PROPOSAL_ID.test(proposal)) {
    throw new HubMessageError("proposal must be a proposal id: 0x and 64 hex digits");
  }
  return {
    from,
    space: readNonBlankString(message, "space", MAX_SPACE_LENGTH),
    timestamp: readUint(message, "timestamp"),
    proposal: proposal.toLowerCase() as Hex,
    choice: readUint(message, "choice", MAX_UINT32),
    reason: readString(message, "reason", MAX_REASON_LENGTH),
    app: readString(message, "app", MAX_APP_LENGTH),
    metadata: readString(message, "metadata", MAX_METADATA_LENGTH),
  };
}
