// Info bench (issue 24): how long the indexer takes to catch up with the freshly seeded chain, and how
// long it answers the Info overview's query (one request for the charts, tokens, pairs and latest
// transactions) beside a reference: every pair with its reserves and volume, over tables that existed
// before Info. Starts a local chain with the deployment and an indexer on free ports, stops both when done.
//   npm run bench:info
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { deployToLocalChain, findFreePort, startChainNode, startIndexer } from "@griddle/stack";
import { SNAPSHOT_QUERY } from "../src/features/info/data/model/infoQueries.ts";

const RUNS = 30;
const HOUR_SECONDS = 3600;
const DAY_SECONDS = 86_400;
const REFERENCE_QUERY =
  "{ pairs(limit: 1000) { items { id reserve0 reserve1 reserveUSD volumeUSD txCount } } }";

interface GraphqlRequest {
  readonly query: string;
  readonly variables?: Readonly<Record<string, number>>;
}

/** The answer's text; throws on a GraphQL error so a broken query cannot pass for a fast one. */
async function post(url: string, request: GraphqlRequest): Promise<string> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(request),
  });
  const text = await response.text();
  if (!response.ok || text.includes('"errors"')) throw new Error(`The query failed: ${text.slice(0, 300)}`);
  return text;
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

/** Median and 95th percentile of RUNS answers, after one untimed warm-up. */
async function time(
  url: string,
  request: GraphqlRequest,
): Promise<{ median: number; p95: number; bytes: number }> {
  const bytes = (await post(url, request)).length;
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await post(url, request);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95), bytes };
}

const workDir = await mkdtemp(path.join(tmpdir(), "griddle-bench-info-"));
const chain = await startChainNode({ host: "127.0.0.1", port: await findFreePort() });
try {
  console.log("Deploying and seeding Griddle on a local chain…");
  const manifest = await deployToLocalChain(chain.rpcUrl);
  const manifestPath = path.join(workDir, "deployment.json");
  await writeFile(manifestPath, JSON.stringify(manifest));
  const indexer = await startIndexer({
    host: "127.0.0.1",
    port: await findFreePort(),
    manifestPath,
    rpcUrl: chain.rpcUrl,
    dataDir: path.join(workDir, "indexer"),
  });
  try {
    const catchUp = await indexer.caughtUp;
    if (catchUp === null) throw new Error("The indexer exited before it caught up");
    console.log(`Indexer caught up with block ${catchUp.block} in ${catchUp.seconds.toFixed(1)} s`);

    const latest = await fetch(chain.rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "eth_getBlockByNumber",
        params: ["latest", false],
      }),
    }).then((response) => response.json() as Promise<{ result: { timestamp: string } }>);
    const now = Number(BigInt(latest.result.timestamp));
    const queries: [string, GraphqlRequest][] = [
      ["every pair (reference)", { query: REFERENCE_QUERY }],
      [
        "Info overview snapshot",
        {
          query: SNAPSHOT_QUERY,
          variables: { hourSince: now - 48 * HOUR_SECONDS, daySince: now - 8 * DAY_SECONDS },
        },
      ],
    ];
    console.log(`GraphQL answers over ${RUNS} runs each:`);
    for (const [name, request] of queries) {
      const { median, p95, bytes } = await time(indexer.graphqlUrl, request);
      console.log(
        `  ${name.padEnd(40)} median ${median.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms   ${(bytes / 1024).toFixed(1)} kB`,
      );
    }
  } finally {
    await indexer.stop();
  }
} finally {
  await chain.stop();
  await rm(workDir, { recursive: true, force: true });
}
