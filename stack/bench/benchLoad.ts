// `npm run bench:load`: bounded load on every service of the local stack, on this machine only.
// Starts its own stack on free ports (chain, deploy and seed, indexer, API, static web server; no
// keepers, so the chain is quiet), waits for the indexer to catch up, then sends each read for 10 s
// over 10 connections: the indexer's farms and Info queries, the API's username and proposal reads,
// the web server's index.html and hashed entry script, each service's reference right before them.
// Then 1,000 distinct signed votes to the API, after which every accepted vote must be found stored.
// Prints a table per database and exits non-zero on any error or lost write. PGlite always; Postgres
// too with --postgres (a throwaway Debian server) or DATABASE_URL (that server: see the README).
//   npm run bench:load [-- --postgres]
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createPublicClient, http } from "viem";
import { findFreePort, startLocalStack, startTestPostgres, type TestPostgres } from "../src/index.ts";
import { findLoadProblems } from "./load/findLoadProblems.ts";
import { formatLoadTable } from "./load/formatLoadTable.ts";
import type { LoadFigure } from "./load/LoadTarget.ts";
import { loadTargets } from "./load/loadTargets.ts";
import { measureLoad, type LoadBounds } from "./load/measureLoad.ts";
import { measureVoteWrites } from "./load/measureVoteWrites.ts";
import { startBareHttpServer } from "./load/startBareHttpServer.ts";

const BOUNDS: LoadBounds = { connections: 10, seconds: 10 };

interface DatabaseRun {
  readonly name: string;
  /** The Postgres server for the indexer's and the API's databases; PGlite when undefined. */
  readonly databaseUrl: string | undefined;
}

/** What went wrong in a run: errors under load, and accepted writes not found afterwards. */
interface RunOutcome {
  readonly figures: readonly LoadFigure[];
  readonly problems: readonly string[];
}

async function benchOn(run: DatabaseRun): Promise<RunOutcome> {
  const dir = await mkdtemp(path.join(tmpdir(), "griddle-bench-load-"));
  console.log(`\n${run.name}: starting a local stack (deploy and seed, indexer, API, web server)…`);
  const stack = await startLocalStack({
    host: "127.0.0.1",
    rpcPort: await findFreePort(),
    webPort: 0,
    web: "static",
    manifestPath: path.join(dir, "deployment.json"),
    indexer: { port: await findFreePort() },
    api: { port: await findFreePort() },
    databaseUrl: run.databaseUrl,
  });
  const bare = await startBareHttpServer();
  try {
    const catchUp = await stack.indexer?.caughtUp;
    if (!catchUp) throw new Error("The indexer exited before it caught up");
    console.log(`Indexer caught up with block ${catchUp.block} in ${catchUp.seconds.toFixed(1)} s.`);
    const latest = await createPublicClient({ transport: http(stack.rpcUrl) }).getBlock();
    const figures: LoadFigure[] = [];
    for (const target of await loadTargets(stack, Number(latest.timestamp), bare.url)) {
      const figure = await measureLoad(target, BOUNDS);
      console.log(`  ${figure.service} ${figure.what}: ${figure.requestsPerSecond.toFixed(0)} requests/s`);
      figures.push(figure);
    }
    const writes = await measureVoteWrites(stack, BOUNDS);
    figures.push(writes.figure);
    console.log(
      `  ${writes.figure.what}: ${writes.accepted} accepted, ${writes.accepted - writes.lost.length} found stored afterwards`,
    );
    return { figures, problems: findLoadProblems(figures, writes.lost) };
  } finally {
    await bare.close();
    await stack.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

const { values } = parseArgs({ options: { postgres: { type: "boolean", default: false } } });
const fromEnvironment = process.env.DATABASE_URL?.trim() || undefined;
let throwaway: TestPostgres | undefined;
const runs: DatabaseRun[] = [{ name: "PGlite", databaseUrl: undefined }];
if (fromEnvironment !== undefined) {
  runs.push({ name: "Postgres (DATABASE_URL)", databaseUrl: fromEnvironment });
} else if (values.postgres) {
  throwaway = await startTestPostgres();
  runs.push({ name: "Postgres (throwaway Debian server)", databaseUrl: throwaway.url });
}

let failed = false;
try {
  const outcomes: [DatabaseRun, RunOutcome][] = [];
  for (const run of runs) outcomes.push([run, await benchOn(run)]);
  for (const [run, { figures, problems }] of outcomes) {
    console.log(
      `\n${run.name}: ${BOUNDS.connections} connections, ${BOUNDS.seconds} s per read, ${availableParallelism()} cores; ` +
        "the load generator and the static web server share this process, the indexer, API and chain run in their own:\n",
    );
    console.log(formatLoadTable(figures));
    for (const problem of problems) console.error(`FAILED: ${problem}`);
    if (problems.length > 0) failed = true;
  }
} finally {
  await throwaway?.stop();
}
if (failed) process.exitCode = 1;
else console.log("\nNo errors, and every accepted write was found stored.");
