import { setTimeout as sleep } from "node:timers/promises";
import {
  LOCAL_DEV_MNEMONIC,
  type DeploymentManifest,
  SNAPSHOT_DOMAIN,
  SNAPSHOT_PROPOSAL_TYPES,
  SNAPSHOT_VOTE_TYPES,
} from "@griddle/sdk";
import { createPublicClient, http, type Hex } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { DEV_PROPOSALS, type DevProposal, type DevProposalTiming } from "./devProposals.ts";

/**
 * How long a proposal seeded as closed stays open: long enough for its votes to arrive (the hub
 * takes a vote only while its proposal is open), short enough that the app opens on it closed.
 */
const CLOSING_WINDOW_SECONDS = 8;
const DAY = 86_400;

/** Each timing's voting period around the seed's start, in Unix seconds. */
function votingPeriod(timing: DevProposalTiming, seedStart: number): { start: number; end: number } {
  switch (timing) {
    case "closed":
      return { start: seedStart - 2 * DAY, end: seedStart + CLOSING_WINDOW_SECONDS };
    case "active":
      return { start: seedStart - 3600, end: seedStart + 3 * DAY };
    case "pending":
      return { start: seedStart + DAY, end: seedStart + 4 * DAY };
  }
}

const accountOf = (addressIndex: number) => mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex });
const nowSeconds = () => Math.floor(Date.now() / 1000);

async function post(apiUrl: string, envelope: unknown, what: string): Promise<Hex> {
  const response = await fetch(`${apiUrl}/api/msg`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(envelope),
  });
  if (response.status !== 200)
    throw new Error(`Seeding ${what} failed (${response.status}): ${await response.text()}`);
  return ((await response.json()) as { id: Hex }).id;
}

async function seedProposal(
  apiUrl: string,
  proposal: DevProposal,
  period: { start: number; end: number },
  snapshot: number,
) {
  const author = accountOf(proposal.author);
  const message = {
    from: author.address,
    space: proposal.space,
    timestamp: nowSeconds(),
    type: "single-choice",
    title: proposal.title,
    body: proposal.body,
    discussion: "",
    choices: [...proposal.choices],
    labels: [],
    ...period,
    snapshot,
    plugins: "{}",
    privacy: "",
    app: "griddle-seed",
  };
  // JSON carries uint64s as numbers, where viem's types want bigints; both hash the same.
  const sig = await author.signTypedData({
    domain: SNAPSHOT_DOMAIN,
    types: SNAPSHOT_PROPOSAL_TYPES,
    primaryType: "Proposal",
    message: message as never,
  });
  const id = await post(
    apiUrl,
    {
      address: author.address,
      sig,
      data: { domain: SNAPSHOT_DOMAIN, types: SNAPSHOT_PROPOSAL_TYPES, message },
    },
    `'${proposal.title}'`,
  );
  for (const { voter, choice, reason = "" } of proposal.votes) {
    const account = accountOf(voter);
    const vote = {
      from: account.address,
      space: proposal.space,
      timestamp: nowSeconds(),
      proposal: id,
      choice,
      reason,
      app: "griddle-seed",
      metadata: "{}",
    };
    const voteSig = await account.signTypedData({
      domain: SNAPSHOT_DOMAIN,
      types: SNAPSHOT_VOTE_TYPES,
      primaryType: "Vote",
      message: vote as never,
    });
    await post(
      apiUrl,
      {
        address: account.address,
        sig: voteSig,
        data: { domain: SNAPSHOT_DOMAIN, types: SNAPSHOT_VOTE_TYPES, message: vote },
      },
      `dev account ${voter}'s vote`,
    );
  }
}

/**
 * Creates DEV_PROPOSALS through the hub's own POST /api/msg, each proposal and vote signed by its
 * dev account as snapshot.js would sign it, with power read at the current block. A proposal meant
 * to be closed opens two days back and closes a few seconds after the seed starts: its votes go in
 * first, while it is open, and the seed returns once it has closed.
 */
export async function seedDevProposals(
  manifest: DeploymentManifest,
  apiUrl: string,
  log: (line: string) => void,
): Promise<void> {
  const snapshot = Number(await createPublicClient({ transport: http(manifest.rpcUrl) }).getBlockNumber());
  const seedStart = nowSeconds();
  const byTiming = (timing: DevProposalTiming) =>
    DEV_PROPOSALS.filter((proposal) => proposal.timing === timing);
  for (const timing of ["closed", "active", "pending"] as const) {
    for (const proposal of byTiming(timing))
      await seedProposal(apiUrl, proposal, votingPeriod(timing, seedStart), snapshot);
  }
  const closedAt = votingPeriod("closed", seedStart).end;
  // Returns once the hub's clock (this machine's) is past the end: a wait for a time, not an event.
  await sleep(Math.max(0, (closedAt + 1) * 1000 - Date.now()));
  const counts = (["closed", "active", "pending"] as const).map(
    (timing) => `${byTiming(timing).length} ${timing}`,
  );
  log(`[api] voting: ${counts.join(", ")} proposals at block ${snapshot}, with votes from dev accounts`);
}
