import { SNAPSHOT_DOMAIN, SNAPSHOT_VOTE_TYPES } from "@griddle/sdk";
import { getAddress, type Address } from "viem";
import { HUB_APP, type HubTypedData } from "./hubTypedData.ts";

export interface VoteDraft {
  readonly space: string;
  readonly proposalId: string;
  /** 1-based, into the proposal's choices. */
  readonly choice: number;
  readonly reason?: string;
}

/** The Vote message `from` signs at `timestamp` (seconds). */
export function buildVoteTypedData(from: Address, draft: VoteDraft, timestamp: number): HubTypedData {
  return {
    domain: SNAPSHOT_DOMAIN,
    types: SNAPSHOT_VOTE_TYPES,
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
