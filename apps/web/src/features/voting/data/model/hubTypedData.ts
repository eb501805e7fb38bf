import type { Address, TypedData } from "viem";

/**
 * The EIP-712 domain of Snapshot's messages: the hub speaks Snapshot's protocol, so wallets, tools and
 * snapshot.js sign exactly what it checks (no chain id: a vote is not a transaction).
 */
export const HUB_DOMAIN = { name: "snapshot", version: "0.1.4" } as const;

/** Snapshot's Proposal type (snapshot.js 0.17 sign/types.ts), field for field: what the hub takes. */
export const PROPOSAL_TYPES = {
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

/** Snapshot's single-choice Vote type (snapshot.js 0.17 sign/types.ts): the proposal id as text. */
export const VOTE_TYPES = {
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

/** What Griddle writes in a message's `app` field, so the hub can tell where a message came from. */
export const HUB_APP = "griddle";

/** A message ready for the wallet's signTypedData: numbers wider than 48 bits as bigints, as viem wants them. */
export interface HubTypedData {
  readonly domain: typeof HUB_DOMAIN;
  readonly types: TypedData;
  readonly primaryType: "Proposal" | "Vote";
  readonly message: Readonly<Record<string, unknown>> & { readonly from: Address };
}
