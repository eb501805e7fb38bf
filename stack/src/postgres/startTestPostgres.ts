// A throwaway PostgreSQL server for the API's and the indexer's tests and the benchmarks: Debian's
// postgresql package, a fresh cluster in a temporary folder on a free port, removed when stopped
// (see TOOLCHAIN.md).
import { execFile as execFileCallback, execFileSync } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { findFreePort } from "../ports/findFreePort.ts";

const execFile = promisify(execFileCallback);
const POSTGRES_ROOT = "/usr/lib/postgresql";

export interface TestPostgres {
  /** The server's `postgres` database as superuser `postgres`, no password (trust on loopback). */
  readonly url: string;
  stop(): Promise<void>;
}

/** The newest installed server's bin folder, installing Debian's package first if there is none. */
async function findPostgresBin(): Promise<string> {
  if (!existsSync(POSTGRES_ROOT)) {
    console.log("Installing Debian's PostgreSQL for the tests on Postgres…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    await execFile("apt-get", ["update", "-qq"], { env });
    await execFile("apt-get", ["install", "-y", "-qq", "postgresql"], { env });
  }
  const versions = readdirSync(POSTGRES_ROOT).filter((name) => /^\d+$/.test(name));
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (newest === undefined) throw new Error(`No PostgreSQL server under ${POSTGRES_ROOT}`);
  return path.join(POSTGRES_ROOT, newest, "bin");
}

/** A server tool's command line; as root through the `postgres` user, because the server refuses root. */
function asServerUser(command: string, args: readonly string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [command, [...args]];
  const quoted = [command, ...args].map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(" ");
  return ["su", ["postgres", "-s", "/bin/sh", "-c", quoted]];
}

async function runAsServerUser(command: string, args: readonly string[]): Promise<void> {
  await execFile(...asServerUser(command, args));
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const bin = await findPostgresBin();
  const dir = await mkdtemp(path.join(tmpdir(), "griddle-postgres-"));
  if (process.getuid?.() === 0) {
    const { stdout } = await execFile("id", ["-u", "postgres"]);
    await chown(dir, Number(stdout.trim()), -1);
  }
  const dataDir = path.join(dir, "data");
  const port = await findFreePort();
  try {
    await runAsServerUser(path.join(bin, "initdb"), [
      "-D",
      dataDir,
      "-A",
      "trust",
      "-U",
      "postgres",
      "--no-sync",
    ]);
    await runAsServerUser(path.join(bin, "pg_ctl"), [
      "-D",
      dataDir,
      "-o",
      // fsync off: a test cluster lives for one run and need not survive a power cut.
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`,
      "-l",
      path.join(dir, "log"),
      "-w",
      "start",
    ]);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // Synchronous from start to end: under `node --test --test-force-exit` the process can exit at
    // any await of a global teardown, which left a stopped cluster of about 80 MB in tmp per run.
    stop: async () => {
      execFileSync(...asServerUser(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "fast", "-w", "stop"]));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
