import type { Address, LocalAccount } from "viem";
import { SNAPSHOT_DOMAIN, SNAPSHOT_PROPOSAL_TYPES, SNAPSHOT_VOTE_TYPES } from "@griddle/sdk";

/** Snapshot's envelope, as POST /api/msg takes it. */
export interface HubEnvelopeBody {
  address: Address;
  sig: string;
  data: { domain: Record<string, unknown>; types: unknown; message: Record<string, unknown> };
}

export const nowSeconds = (offset = 0): number => Math.floor(Date.now() / 1000) + offset;

/** A Proposal message as snapshot.js sends it: open now for a day, 2 choices, at block 90. */
export function proposalMessage(
  from: Address,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    from,
    space: "community",
    timestamp: nowSeconds(),
    type: "single-choice",
    title: "Burn more CAKE",
    body: "## Why\n\nBecause.",
    discussion: "",
    choices: ["Yes", "No"],
    labels: [],
    start: nowSeconds(-60),
    end: nowSeconds(86_400),
    snapshot: 90,
    plugins: "{}",
    privacy: "",
    app: "griddle",
    ...overrides,
  };
}

/** A single-choice Vote message as snapshot.js sends it. */
export function voteMessage(
  from: Address,
  proposal: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    from,
    space: "community",
    timestamp: nowSeconds(),
    proposal,
    choice: 1,
    reason: "",
    app: "griddle",
    metadata: "{}",
    ...overrides,
  };
}

/**
 * Signs `message` with `signer` into an envelope. `address` is the envelope's (the signer's unless
 * forging one), and `types` can be swapped to forge a mismatch.
 */
export async function signEnvelope(
  signer: LocalAccount,
  kind: "proposal" | "vote",
  message: Record<string, unknown>,
  { address = signer.address }: { address?: Address } = {},
): Promise<HubEnvelopeBody> {
  const fields = message as never;
  const sig =
    kind === "proposal"
      ? await signer.signTypedData({
          domain: SNAPSHOT_DOMAIN,
          types: SNAPSHOT_PROPOSAL_TYPES,
          primaryType: "Proposal",
          message: fields,
        })
      : await signer.signTypedData({
          domain: SNAPSHOT_DOMAIN,
          types: SNAPSHOT_VOTE_TYPES,
          primaryType: "Vote",
          message: fields,
        });
  const types = kind === "proposal" ? SNAPSHOT_PROPOSAL_TYPES : SNAPSHOT_VOTE_TYPES;
  return { address, sig, data: { domain: { ...SNAPSHOT_DOMAIN }, types, message } };
}
