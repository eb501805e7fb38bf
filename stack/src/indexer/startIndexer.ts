import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { ManagedProcessExitedError } from "../process/ManagedProcessExitedError.ts";
import { startManagedProcess } from "../process/startManagedProcess.ts";
import { indexerUrls } from "./indexerUrls.ts";
import { isIndexerCaughtUp } from "./isIndexerCaughtUp.ts";

const indexerDir = path.resolve(import.meta.dirname, "..", "..", "..", "apps", "indexer");

/**
 * Ponder is the indexer workspace's tool: look it up from there, not from wherever npm hoisted it
 * (its package exports neither package.json nor a require entry, so require.resolve cannot).
 */
function findPonderCli(): string {
  const searchPaths = createRequire(path.join(indexerDir, "package.json")).resolve.paths("ponder") ?? [];
  const packageDir = searchPaths.map((dir) => path.join(dir, "ponder")).find((dir) => existsSync(dir));
  if (packageDir === undefined) throw new Error(`Ponder is not installed for ${indexerDir}: run npm install`);
  return path.join(packageDir, "dist", "esm", "bin", "ponder.js");
}

const STATUS_POLL_MS = 250;

/**
 * Lines Ponder's dependencies print on every start whatever the log level: @hono/node-server 1.13
 * falling back to a plain Response on Node 24, and the sync store's migrations of a new database.
 */
function isRoutineNoise(line: string): boolean {
  return line === "Failed to find Response internal state key" || line.includes("[ponder_sync migration]");
}

export interface IndexerOptions {
  readonly host: string;
  readonly port: number;
  /** The local deployment the indexer reads its chain, factory and start block from. */
  readonly manifestPath: string;
  /** The chain it indexes, to learn the head block it has to catch up with. */
  readonly rpcUrl: string;
  /** Its PGlite database; emptied first, because the local chain is new on every start. */
  readonly dataDir: string;
  /**
   * Keep `dataDir` as an earlier run on the same chain left it: Ponder then resumes from its last
   * checkpoint (its crash recovery) instead of indexing from the start block again. Only for the
   * same chain and the same indexer build; `npm start`'s fresh chain never does.
   */
  readonly keepDatabase?: boolean;
  /** Receives its output lines but for routine noise, each prefixed '[indexer] '. */
  readonly onOutput?: (line: string) => void;
}

/** How long the indexer took from its process start until it had indexed the chain's head. */
export interface IndexerCatchUp {
  /** The head block when the indexer started. */
  readonly block: number;
  readonly seconds: number;
}

export interface Indexer {
  /** Ponder's GraphQL endpoint over the tables of apps/indexer/ponder.schema.ts. */
  readonly graphqlUrl: string;
  /**
   * Resolves once the head block of the start time is indexed, or with null if the process exits
   * first. Never waited for by the app, which works without the indexer.
   */
  readonly caughtUp: Promise<IndexerCatchUp | null>;
  /** Resolves once `block` is indexed; rejects if the process exits first. */
  waitForBlock(block: number): Promise<void>;
  /** Resolves when the process has exited, whoever stopped it. */
  readonly exited: Promise<number | null>;
  stop(): Promise<void>;
}

async function readHeadBlock(rpcUrl: string): Promise<number> {
  const response = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_blockNumber", params: [] }),
  });
  const body = (await response.json()) as { result?: string };
  if (body.result === undefined) throw new Error(`${rpcUrl} answered eth_blockNumber without a result`);
  return Number(body.result);
}

async function readStatus(statusUrl: string): Promise<unknown> {
  try {
    const response = await fetch(statusUrl, { signal: AbortSignal.timeout(2_000) });
    return response.ok ? await response.json() : null;
  } catch {
    // Not listening yet: Ponder opens its HTTP server after building the project.
    return null;
  }
}

/**
 * Runs the Ponder indexer of apps/indexer (`ponder start`) against the local chain as a child
 * process with its own port and a fresh PGlite database (or, with `keepDatabase`, the one it left). Returns as soon as it is spawned: the
 * historical sync goes on in the background while the app is already usable.
 */
export async function startIndexer(options: IndexerOptions): Promise<Indexer> {
  if (options.keepDatabase !== true) await rm(options.dataDir, { recursive: true, force: true });
  const headBlock = await readHeadBlock(options.rpcUrl);
  const startedAt = performance.now();

  // PORT is the app's and would override --port; a database URL or another chain would point this
  // fresh local chain's indexer at data from an earlier one (see README, Indexer).
  const {
    PORT: _appPort,
    DATABASE_URL: _databaseUrl,
    DATABASE_PRIVATE_URL: _privateDatabaseUrl,
    INDEXER_CHAIN_ID: _chainId,
    ...inherited
  } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    GRIDDLE_MANIFEST_PATH: options.manifestPath,
    INDEXER_DATA_DIR: options.dataDir,
    PONDER_TELEMETRY_DISABLED: "true",
    PONDER_LOG_LEVEL: process.env.PONDER_LOG_LEVEL ?? "error",
    NO_COLOR: "1",
  };

  const indexer = await startManagedProcess({
    name: "The indexer",
    logPrefix: "indexer",
    command: process.execPath,
    args: [
      findPonderCli(),
      "start",
      "--schema",
      "griddle",
      "--port",
      String(options.port),
      "--hostname",
      options.host,
    ],
    cwd: indexerDir,
    env,
    onOutput: options.onOutput,
    isNoise: isRoutineNoise,
  });

  const urls = indexerUrls(options.host, options.port);
  /** Resolves once `block` is indexed; rejects if the process exits first. */
  const waitUntilIndexed = (block: number): Promise<void> =>
    indexer.waitUntilReady({
      isReady: async () => isIndexerCaughtUp(await readStatus(urls.status), block),
      waitingFor: `indexing block ${block}`,
      intervalMs: STATUS_POLL_MS,
    });
  const caughtUp = waitUntilIndexed(headBlock).then(
    () => ({ block: headBlock, seconds: (performance.now() - startedAt) / 1000 }),
    (error: unknown) => {
      // An indexer that dies is reported by its exit; the stack runs on without it.
      if (error instanceof ManagedProcessExitedError) return null;
      throw error;
    },
  );

  return {
    graphqlUrl: urls.graphql,
    caughtUp,
    waitForBlock: waitUntilIndexed,
    exited: indexer.exited,
    stop: indexer.stop,
  };
}
