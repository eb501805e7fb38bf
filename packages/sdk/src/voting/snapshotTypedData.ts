// The EIP-712 domain and types of Snapshot's Proposal and Vote messages, exactly as snapshot.js
// (@snapshot-labs/snapshot.js 0.17, src/sign/types.ts) signs them. One definition for the app that
// asks wallets to sign them and the voting hub that checks them: the two must never differ by a field.
import type { TypedData } from "viem";

/** Snapshot's domain: no chain id or contract, so one signature is good on any hub that checks it (a vote is not a transaction). */
export const SNAPSHOT_DOMAIN = { name: "snapshot", version: "0.1.4" } as const;

export const SNAPSHOT_PROPOSAL_TYPES = {
  Proposal: [
    { name: "from", type: "string" },
    { name: "space", type: "string" },
    { name: "timestamp", type: "uint64" },
    { name: "type", type: "string" },
    { name: "title", type: "string" },
    { name: "body", type: "string" },
    { name: "discussion", type: "string" },
    { name: "choices", type: "string[]" },
    { name: "labels", type: "string[]" },
    { name: "start", type: "uint64" },
    { name: "end", type: "uint64" },
    { name: "snapshot", type: "uint64" },
    { name: "plugins", type: "string" },
    { name: "privacy", type: "string" },
    { name: "app", type: "string" },
  ],
} as const satisfies TypedData;

/** The single-choice vote (snapshot.js's `voteTypes`): choice is one 1-based index, the proposal id as text. */
export const SNAPSHOT_VOTE_TYPES = {
  Vote: [
    { name: "from", type: "string" },
    { name: "space", type: "string" },
    { name: "timestamp", type: "uint64" },
    { name: "proposal", type: "string" },
    { name: "choice", type: "uint32" },
    { name: "reason", type: "string" },
    { name: "app", type: "string" },
    { name: "metadata", type: "string" },
  ],
} as const satisfies TypedData;
