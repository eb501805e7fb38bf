import autocannon from "autocannon";
import {
  cakeTokenAbi,
  LOCAL_DEV_MNEMONIC,
  SNAPSHOT_DOMAIN,
  SNAPSHOT_PROPOSAL_TYPES,
  SNAPSHOT_VOTE_TYPES,
} from "@griddle/sdk";
import {
  createPublicClient,
  createWalletClient,
  http,
  keccak256,
  parseEther,
  toHex,
  type Hex,
  type LocalAccount,
} from "viem";
import { mnemonicToAccount, privateKeyToAccount } from "viem/accounts";
import type { LocalStack } from "../../src/index.ts";
import type { LoadFigure } from "./LoadTarget.ts";
import type { LoadBounds } from "./measureLoad.ts";

/** 40 voters on 25 proposals: 1,000 distinct votes, none replacing another, so each must be stored. */
const VOTERS = 40;
const PROPOSALS = 25;
const CORE_ADMIN_INDEX = 0;

export interface VoteWrites {
  readonly figure: LoadFigure;
  readonly accepted: number;
  /** Accepted votes the hub's GraphQL does not return afterwards: a write lost. */
  readonly lost: readonly string[];
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function postMessage(apiUrl: string, envelope: unknown): Promise<Hex> {
  const response = await fetch(`${apiUrl}/api/msg`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(envelope),
  });
  if (response.status !== 200) throw new Error(`The hub refused a proposal: ${await response.text()}`);
  return ((await response.json()) as { id: Hex }).id;
}

async function signVote(voter: LocalAccount, proposal: Hex, choice: number): Promise<string> {
  const message = {
    from: voter.address,
    space: "core",
    timestamp: nowSeconds(),
    proposal,
    choice,
    reason: "",
    app: "griddle-bench",
    metadata: "{}",
  };
  // JSON carries uint64s as numbers, where viem's types want bigints; both hash the same.
  const sig = await voter.signTypedData({
    domain: SNAPSHOT_DOMAIN,
    types: SNAPSHOT_VOTE_TYPES,
    primaryType: "Vote",
    message: message as never,
  });
  return JSON.stringify({
    address: voter.address,
    sig,
    data: { domain: SNAPSHOT_DOMAIN, types: SNAPSHOT_VOTE_TYPES, message },
  });
}

/** Funds the voters with CAKE, creates the proposals at the block after, and signs every vote. */
async function prepareVotes(stack: LocalStack): Promise<{ proposals: Hex[]; bodies: string[] }> {
  const api = stack.api;
  if (api === undefined) throw new Error("bench:load needs the API");
  const admin = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: CORE_ADMIN_INDEX });
  const voters = Array.from({ length: VOTERS }, (_, index) =>
    privateKeyToAccount(keccak256(toHex(`bench:load voter ${index}`))),
  );
  const deployer = createWalletClient({ account: admin, transport: http(stack.rpcUrl) });
  let lastHash: Hex | undefined;
  for (const voter of voters) {
    lastHash = await deployer.writeContract({
      chain: null,
      address: stack.manifest.contracts.cake,
      abi: cakeTokenAbi,
      functionName: "transfer",
      args: [voter.address, parseEther("10")],
    });
  }
  if (lastHash === undefined) throw new Error("No voter was funded");
  const publicClient = createPublicClient({ transport: http(stack.rpcUrl) });
  const snapshot = Number((await publicClient.waitForTransactionReceipt({ hash: lastHash })).blockNumber);

  const proposals: Hex[] = [];
  for (let index = 0; index < PROPOSALS; index += 1) {
    const message = {
      from: admin.address,
      space: "core",
      timestamp: nowSeconds(),
      type: "single-choice",
      title: `bench:load proposal ${index + 1}`,
      body: "Votes under load.",
      discussion: "",
      choices: ["For", "Against"],
      labels: [],
      start: nowSeconds() - 60,
      end: nowSeconds() + 86_400,
      snapshot,
      plugins: "{}",
      privacy: "",
      app: "griddle-bench",
    };
    const sig = await admin.signTypedData({
      domain: SNAPSHOT_DOMAIN,
      types: SNAPSHOT_PROPOSAL_TYPES,
      primaryType: "Proposal",
      message: message as never,
    });
    proposals.push(
      await postMessage(api.url, {
        address: admin.address,
        sig,
        data: { domain: SNAPSHOT_DOMAIN, types: SNAPSHOT_PROPOSAL_TYPES, message },
      }),
    );
  }
  const bodies = await Promise.all(
    proposals.flatMap((proposal) => voters.map((voter, index) => signVote(voter, proposal, 1 + (index % 2)))),
  );
  return { proposals, bodies };
}

/** Every vote the hub holds on `proposal`, by id, read back through its GraphQL. */
async function storedVoteIds(apiUrl: string, proposal: Hex): Promise<string[]> {
  const response = await fetch(`${apiUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: "query ($id: String!) { votes(first: 1000, where: { proposal: $id }) { id } }",
      variables: { id: proposal },
    }),
  });
  const { data } = (await response.json()) as { data?: { votes: { id: string }[] } };
  if (data === undefined) throw new Error(`The hub did not list the votes of ${proposal}`);
  return data.votes.map(({ id }) => id);
}

/**
 * The API's writes under load: 1,000 distinct signed votes (each checked, its voting power read from
 * the chain at the snapshot block, and stored) sent over `bounds.connections` connections until all
 * are answered; then every vote the hub accepted is looked for in its GraphQL answers.
 */
export async function measureVoteWrites(stack: LocalStack, bounds: LoadBounds): Promise<VoteWrites> {
  const api = stack.api;
  if (api === undefined) throw new Error("bench:load needs the API");
  const { proposals, bodies } = await prepareVotes(stack);
  const accepted = new Set<string>();
  let refused = 0;
  let firstFault: string | undefined;
  let next = 0;
  const result = await autocannon({
    url: `${api.url}/api/msg`,
    connections: bounds.connections,
    amount: bodies.length,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
        onResponse: (status, body) => {
          if (status === 200) {
            accepted.add((JSON.parse(body) as { id: string }).id);
            return;
          }
          refused += 1;
          firstFault ??= `status ${status}: ${body.slice(0, 200)}`;
        },
      },
    ],
  });
  const stored = new Set((await Promise.all(proposals.map((id) => storedVoteIds(api.url, id)))).flat());
  return {
    figure: {
      service: "API",
      what: `POST /api/msg: ${bodies.length} distinct votes`,
      reference: false,
      requestsPerSecond: result.requests.total / result.duration,
      p99Ms: result.latency.p99,
      requests: result.requests.total,
      errors: result.errors + result.timeouts + refused,
      firstFault,
    },
    accepted: accepted.size,
    lost: [...accepted].filter((id) => !stored.has(id)),
  };
}
