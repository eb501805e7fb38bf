import { getAddress, isHex, type Address } from "viem";
import { HUB_APP, HUB_DOMAIN, VOTE_STRING_TYPES, VOTE_TYPES, type HubTypedData } from "./hubTypedData.ts";

export interface VoteDraft {
  readonly space: string;
  readonly proposalId: string;
  /** 1-based, into the proposal's choices. */
  readonly choice: number;
  readonly reason?: string;
}

/** True for an id Snapshot signs as bytes32 (a 0x hash of 32 bytes); other ids are signed as text. */
export function isHashProposalId(id: string): boolean {
  return isHex(id, { strict: true }) && id.length === 66;
}

/** The Vote message `from` signs at `timestamp` (seconds). */
export function buildVoteTypedData(from: Address, draft: VoteDraft, timestamp: number): HubTypedData {
  return {
    domain: HUB_DOMAIN,
    types: isHashProposalId(draft.proposalId) ? VOTE_TYPES : VOTE_STRING_TYPES,
    primaryType: "Vote",
    message: {
      from: getAddress(from),
      space: draft.space,
      timestamp: BigInt(timestamp),
      proposal: draft.proposalId,
      choice: draft.choice,
      reason: draft.reason ?? "",
      app: HUB_APP,
      metadata: "{}",
    },
  };
}
