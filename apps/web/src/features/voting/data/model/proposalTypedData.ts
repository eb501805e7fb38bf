import { SNAPSHOT_DOMAIN, SNAPSHOT_PROPOSAL_TYPES } from "@griddle/sdk";
import { getAddress, type Address } from "viem";
import { HUB_APP, type HubTypedData } from "./hubTypedData.ts";

/** What the author writes: the rest of the Proposal message is fixed or stamped when signing. */
export interface ProposalDraft {
  readonly space: string;
  readonly title: string;
  readonly body: string;
  readonly choices: readonly string[];
  /** Seconds. */
  readonly start: number;
  /** Seconds. */
  readonly end: number;
  readonly snapshot: number;
}

/**
 * The Proposal message `from` signs at `timestamp` (seconds): a single-choice proposal with no discussion
 * link and no plugins, as Snapshot's client fills them.
 */
export function buildProposalTypedData(from: Address, draft: ProposalDraft, timestamp: number): HubTypedData {
  return {
    domain: SNAPSHOT_DOMAIN,
    types: SNAPSHOT_PROPOSAL_TYPES,
    primaryType: "Proposal",
    message: {
      from: getAddress(from),
      space: draft.space,
      timestamp: BigInt(timestamp),
      type: "single-choice",
      title: draft.title,
      body: draft.body,
      discussion: "",
      choices: [...draft.choices],
      labels: [],
      start: BigInt(draft.start),
      end: BigInt(draft.end),
      snapshot: BigInt(draft.snapshot),
      plugins: "{}",
      privacy: "",
      app: HUB_APP,
    },
  };
}
