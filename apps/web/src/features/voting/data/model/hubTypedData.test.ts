import { SNAPSHOT_DOMAIN, SNAPSHOT_VOTE_TYPES } from "@griddle/sdk";
import { describe, expect, it } from "vitest";
import { recoverTypedDataAddress } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { buildHubEnvelope } from "./hubEnvelope.ts";
import type { HubTypedData } from "./hubTypedData.ts";
import { buildProposalTypedData } from "./proposalTypedData.ts";
import { buildVoteTypedData } from "./voteTypedData.ts";

const account = privateKeyToAccount(generatePrivateKey());
const PROPOSAL_ID = "0x" + "12".repeat(32);
const DRAFT = {
  space: "community",
  title: "Title",
  body: "Body",
  choices: ["Yes", "No"],
  start: 1_700_000_000,
  end: 1_700_086_400,
  snapshot: 1234,
};

/** Signs as a wallet would, then recovers the signer from the JSON the hub receives. */
async function signAndRecover(typedData: HubTypedData) {
  const sig = await account.signTypedData(typedData as Parameters<typeof account.signTypedData>[0]);
  const envelope = JSON.parse(JSON.stringify(buildHubEnvelope(account.address, sig, typedData)));
  const message = Object.fromEntries(
    Object.entries(envelope.data.message as Record<string, unknown>).map(([name, value]) => [
      name,
      typeof value === "number" && name !== "choice" ? BigInt(value) : value,
    ]),
  );
  const signer = await recoverTypedDataAddress({
    domain: envelope.data.domain,
    types: envelope.data.types,
    primaryType: typedData.primaryType,
    message,
    signature: envelope.sig,
  });
  return { envelope, signer };
}

describe("buildProposalTypedData", () => {
  it("fills Snapshot's Proposal message, fields in Snapshot's order", () => {
    const typedData = buildProposalTypedData(
      account.address.toLowerCase() as `0x${string}`,
      DRAFT,
      1_699_999_000,
    );
    expect(typedData.domain).toEqual({ name: "snapshot", version: "0.1.4" });
    expect(typedData.types.Proposal?.map(({ name }) => name)).toEqual([
      "from",
      "space",
      "timestamp",
      "type",
      "title",
      "body",
      "discussion",
      "choices",
      "labels",
      "start",
      "end",
      "snapshot",
      "plugins",
      "privacy",
      "app",
    ]);
    expect(typedData.message).toEqual({
      from: account.address,
      space: "community",
      timestamp: 1_699_999_000n,
      type: "single-choice",
      title: "Title",
      body: "Body",
      discussion: "",
      choices: ["Yes", "No"],
      labels: [],
      start: 1_700_000_000n,
      end: 1_700_086_400n,
      snapshot: 1234n,
      plugins: "{}",
      privacy: "",
      app: "griddle",
    });
  });

  it("signs into an envelope from which the hub recovers the author", async () => {
    const { envelope, signer } = await signAndRecover(
      buildProposalTypedData(account.address, DRAFT, 1_699_999_000),
    );
    expect(signer).toBe(account.address);
    expect(envelope).toMatchObject({
      address: account.address,
      data: {
        domain: SNAPSHOT_DOMAIN,
        message: { timestamp: 1_699_999_000, start: 1_700_000_000, snapshot: 1234 },
      },
    });
  });
});

describe("buildVoteTypedData", () => {
  it("signs snapshot.js's single-choice Vote type, the proposal id as text", () => {
    const vote = { space: "core", proposalId: PROPOSAL_ID, choice: 2 };
    expect(buildVoteTypedData(account.address, vote, 1).types).toBe(SNAPSHOT_VOTE_TYPES);
    expect(SNAPSHOT_VOTE_TYPES.Vote.map(({ name, type }) => `${name}:${type}`)).toEqual([
      "from:string",
      "space:string",
      "timestamp:uint64",
      "proposal:string",
      "choice:uint32",
      "reason:string",
      "app:string",
      "metadata:string",
    ]);
  });

  it("signs a vote whose signer the hub recovers from the envelope", async () => {
    const typedData = buildVoteTypedData(
      account.address,
      { space: "core", proposalId: PROPOSAL_ID, choice: 2 },
      5,
    );
    expect(typedData.message).toEqual({
      from: account.address,
      space: "core",
      timestamp: 5n,
      proposal: PROPOSAL_ID,
      choice: 2,
      reason: "",
      app: "griddle",
      metadata: "{}",
    });
    const { envelope, signer } = await signAndRecover(typedData);
    expect(signer).toBe(account.address);
    expect(envelope.data.message).toMatchObject({ timestamp: 5, choice: 2 });
  });
});
