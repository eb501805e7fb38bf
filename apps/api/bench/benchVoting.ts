// `npm run bench:voting`: 200 voters vote at once on one proposal through POST /api/msg, each
// envelope sent twice, against the real API process on a real local chain (every vote checks its
// signature and reads its power through Multicall at the snapshot block). Then checks that exactly
// 200 votes count with every voter's exact CAKE (none lost, none counted twice), that /verify
// agrees, and measures reads/second of the proposal list (GraphQL).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { cakeTokenAbi, LOCAL_DEV_MNEMONIC } from "@griddle/sdk";
import { deployToLocalChain, findFreePort, startApi, startChainNode } from "@griddle/stack";
import { createPublicClient, createWalletClient, http, keccak256, parseEther, toHex, type Hex } from "viem";
import { mnemonicToAccount, privateKeyToAccount } from "viem/accounts";
import { proposalMessage, signEnvelope, voteMessage } from "../test/support/signHubMessage.ts";

const VOTERS = 200;
const READ_SECONDS = 10;
const READ_CONNECTIONS = 2 * availableParallelism();
const admin = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: 0 });
const voters = Array.from({ length: VOTERS }, (_, index) =>
  privateKeyToAccount(keccak256(toHex(`bench voter ${index}`))),
);
/** Voter i holds i + 1 CAKE, so the expected total is exact and a lost or doubled vote shows. */
const cakeOf = (index: number) => parseEther(String(index + 1));

async function postJson(url: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(`Bench check failed: ${what}`);
  console.log(`  ok  ${what}`);
}

const dir = await mkdtemp(path.join(tmpdir(), "griddle-bench-voting-"));
const chain = await startChainNode({ host: "127.0.0.1", port: await findFreePort() });
try {
  console.log("Deploying the local stack and funding 200 voters…");
  const manifest = await deployToLocalChain(chain.rpcUrl);
  const manifestPath = path.join(dir, "deployment.json");
  await writeFile(manifestPath, JSON.stringify(manifest));
  const publicClient = createPublicClient({ transport: http(chain.rpcUrl) });
  const deployer = createWalletClient({ account: admin, transport: http(chain.rpcUrl) });
  let lastHash: Hex | undefined;
  for (const [index, voter] of voters.entries()) {
    lastHash = await deployer.writeContract({
      chain: null,
      address: manifest.contracts.cake,
      abi: cakeTokenAbi,
      functionName: "transfer",
      args: [voter.address, cakeOf(index)],
    });
  }
  if (lastHash === undefined) throw new Error("No voter was funded");
  const snapshot = (await publicClient.waitForTransactionReceipt({ hash: lastHash })).blockNumber;

  const api = await startApi({
    host: "127.0.0.1",
    port: await findFreePort(),
    manifestPath,
    dataDir: path.join(dir, "api"),
  });
  try {
    const created = await postJson(
      `${api.url}/api/msg`,
      await signEnvelope(
        admin,
        "proposal",
        proposalMessage(admin.address, { space: "core", snapshot: Number(snapshot) }),
      ),
    );
    if (created.status !== 200) throw new Error(`The proposal was refused: ${JSON.stringify(created.json)}`);
    const proposalId = (created.json as { id: Hex }).id;
    const envelopes = await Promise.all(
      voters.map((voter, index) =>
        signEnvelope(
          voter,
          "vote",
          voteMessage(voter.address, proposalId, { space: "core", choice: 1 + (index % 2) }),
        ),
      ),
    );
    // Each envelope twice, the copies far apart in the queue: 200 accepted, 200 refused as duplicates.
    const bodies = [...envelopes, ...envelopes].map((envelope) => JSON.stringify(envelope));
    let next = 0;
    const statuses = new Map<number, number>();
    const votes = await autocannon({
      url: `${api.url}/api/msg`,
      connections: VOTERS,
      amount: bodies.length,
      requests: [
        {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
          onResponse: (status) => {
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          },
        },
      ],
    });
    const accepted = statuses.get(200) ?? 0;
    const seconds = votes.duration;

    console.log("\nChecks:");
    check(accepted === VOTERS, `${accepted} of ${bodies.length} envelopes accepted (one per voter)`);
    check(statuses.get(400) === VOTERS, `${statuses.get(400) ?? 0} copies refused, none failed otherwise`);
    const read = await postJson(`${api.url}/graphql`, {
      query:
        "query ($id: String!) { proposal(id: $id) { votes scores_total } votes(first: 1000, where: { proposal: $id }) { voter vp } }",
      variables: { id: proposalId },
    });
    const data = (
      read.json as {
        data: { proposal: { votes: number; scores_total: number }; votes: { voter: string; vp: number }[] };
      }
    ).data;
    const expectedTotal = (VOTERS * (VOTERS + 1)) / 2;
    check(
      data.proposal.votes === VOTERS && new Set(data.votes.map(({ voter }) => voter)).size === VOTERS,
      "200 distinct voters counted",
    );
    check(
      Math.abs(data.proposal.scores_total - expectedTotal) < 1e-6,
      `scores_total ${data.proposal.scores_total} CAKE = 1 + 2 + … + 200`,
    );
    const verified = await postJson(`${api.url}/verify`, {
      block: Number(snapshot),
      votes: data.votes.map(({ voter, vp }) => ({ address: voter, total: vp })),
    });
    const verdicts = Object.values(verified.json as Record<string, { isValid: boolean }>);
    check(
      verdicts.length === VOTERS && verdicts.every(({ isValid }) => isValid),
      "/verify finds all 200 valid at the snapshot block",
    );

    const list = await autocannon({
      url: `${api.url}/graphql`,
      connections: READ_CONNECTIONS,
      duration: READ_SECONDS,
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        query:
          '{ proposals(first: 5, where: { space: "core", state: "all" }, orderBy: "end", orderDirection: desc) { id title state votes scores scores_total } }',
      }),
    });

    console.log(`\nAPI process on PGlite, local EDR chain, ${availableParallelism()} cores:`);
    console.log(
      `  votes accepted with verification (signature, power read at the snapshot block, one vote per voter): ${(accepted / seconds).toFixed(0)} votes/s (${accepted} in ${seconds.toFixed(2)} s, ${VOTERS} concurrent connections, p99 ${votes.latency.p99} ms)`,
    );
    console.log(
      `  proposal list reads (GraphQL proposals with scores): ${list.requests.average.toFixed(0)} reads/s (${READ_CONNECTIONS} connections, ${READ_SECONDS} s, p99 ${list.latency.p99} ms, ${list.errors + list.non2xx} errors)`,
    );
  } finally {
    await api.stop();
  }
} finally {
  await chain.stop();
  await rm(dir, { recursive: true, force: true });
}
