// `npm run bench:api`: requests per second of GET /api/users/{address} for a registered address,
// on PGlite and on a Postgres server, beside the plain GET /health of the same server (Hono on Node
// with no database work) as the reference. 2 connections per core, 10 s each.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { availableParallelism } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startTestPostgres } from "@griddle/stack";
import { devAccount, signRegistration } from "../test/support/signRegistration.ts";

const DURATION_SECONDS = 10;
const CONNECTIONS = 2 * availableParallelism();
const account = devAccount(1);

interface Figure {
  readonly what: string;
  readonly requestsPerSecond: number;
  readonly p99Ms: number;
  readonly errors: number;
}

async function startServer(databaseUrl: string | undefined): Promise<{ url: string; child: ChildProcess }> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "serveForBench.ts")], {
    env: databaseUrl === undefined ? env : { ...env, DATABASE_URL: databaseUrl },
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (child.stdout === null) throw new Error("The bench server's output is not piped");
  const [output] = (await once(child.stdout, "data")) as [Buffer];
  return { url: output.toString().trim(), child };
}

async function measure(what: string, url: string): Promise<Figure> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return {
    what,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function benchDatabase(name: string, databaseUrl: string | undefined): Promise<Figure[]> {
  const { url, child } = await startServer(databaseUrl);
  try {
    const registration = await fetch(`${url}/api/users`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(await signRegistration(account, "BenchBunny")),
    });
    if (registration.status !== 201) throw new Error(`Registration failed: ${await registration.text()}`);
    return [
      await measure(`GET /api/users/{address} on ${name}`, `${url}/api/users/${account.address}`),
      await measure(`GET /health (reference) beside ${name}`, `${url}/health`),
    ];
  } finally {
    child.kill("SIGTERM");
    await once(child, "exit");
  }
}

const postgres = await startTestPostgres();
let figures: Figure[];
try {
  figures = [
    ...(await benchDatabase("PGlite", undefined)),
    ...(await benchDatabase("Postgres", postgres.url)),
  ];
} finally {
  await postgres.stop();
}
console.log(
  `\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each, server and load generator in separate processes:\n`,
);
const width = Math.max(...figures.map(({ what }) => what.length));
console.log(`${"".padEnd(width)}  requests/s   p99 (ms)   errors`);
for (const { what, requestsPerSecond, p99Ms, errors } of figures) {
  console.log(
    `${what.padEnd(width)}  ${requestsPerSecond.toFixed(0).padStart(10)}   ${String(p99Ms).padStart(8)}   ${String(errors).padStart(6)}`,
  );
}
