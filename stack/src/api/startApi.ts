import { rm } from "node:fs/promises";
import path from "node:path";
import { API_ENTRY_POINT, API_HEALTH_PATH } from "@griddle/api";
import { startManagedProcess } from "../process/startManagedProcess.ts";
import { apiUrl } from "./apiUrl.ts";

/** Long enough to load the server and migrate a new PGlite database on a busy two-core machine. */
const START_TIMEOUT_MS = 60_000;
const HEALTH_POLL_MS = 100;

export interface ApiOptions {
  readonly host: string;
  readonly port: number;
  /** The local deployment: its chain and profile contract. */
  readonly manifestPath: string;
  /** Its PGlite database; emptied first, because the local chain is new on every start. */
  readonly dataDir: string;
  /** A Postgres database to keep its tables in instead of PGlite; it must be empty (createEmptyDatabase), for the same reason. */
  readonly databaseUrl?: string;
  /** Receives its output lines, each prefixed '[api] '. */
  readonly onOutput?: (line: string) => void;
}

export interface Api {
  /** The base URL: /api/users, /api/teams, /api/collectibles and /images under it. */
  readonly url: string;
  /** Resolves when the process has exited, whoever stopped it. */
  readonly exited: Promise<number | null>;
  stop(): Promise<void>;
}

async function answersHealth(url: string): Promise<boolean> {
  const response = await fetch(`${url}${API_HEALTH_PATH}`, { signal: AbortSignal.timeout(2_000) });
  return response.ok;
}

/**
 * Runs the API service of apps/api as a child process on a fresh PGlite database (or the empty
 * Postgres one given) and returns once it answers its health route (its database is migrated by then).
 */
export async function startApi(options: ApiOptions): Promise<Api> {
  await rm(options.dataDir, { recursive: true, force: true });
  const url = apiUrl(options.host, options.port);
  // PORT is the app's; an inherited database URL would point this fresh chain's API at an earlier chain's usernames.
  const { PORT: _appPort, DATABASE_URL: _databaseUrl, ...inherited } = process.env;
  const api = await startManagedProcess({
    name: "The API",
    logPrefix: "api",
    command: process.execPath,
    args: [API_ENTRY_POINT, "--manifest", options.manifestPath],
    cwd: path.dirname(API_ENTRY_POINT),
    env: {
      ...inherited,
      HOST: options.host,
      API_PORT: String(options.port),
      API_DATA_DIR: options.dataDir,
      ...(options.databaseUrl !== undefined && { DATABASE_URL: options.databaseUrl }),
      API_PUBLIC_URL: url,
      NO_COLOR: "1",
    },
    onOutput: options.onOutput,
    ready: {
      isReady: () => answersHealth(url),
      waitingFor: `answering ${url}${API_HEALTH_PATH}`,
      intervalMs: HEALTH_POLL_MS,
      timeoutMs: START_TIMEOUT_MS,
    },
  });
  return { url, exited: api.exited, stop: api.stop };
}
