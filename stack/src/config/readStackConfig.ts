import type { PredictionRoundLengths } from "@griddle/contracts/deploy";
import { StackConfigError } from "./StackConfigError.ts";

/** Where the local stack listens, and the prediction game's round lengths. Every value can be set by environment variable. */
export interface StackConfig {
  readonly host: string;
  readonly webPort: number;
  readonly rpcPort: number;
  /** Ponder's GraphQL server, when `npm start` runs the indexer. */
  readonly indexerPort: number;
  /** The API service (apps/api). */
  readonly apiPort: number;
  /**
   * Round lengths the deploy sets on the prediction game; absent when neither variable is set, so
   * the deployment stays exactly the default one.
   */
  readonly prediction?: PredictionRoundLengths;
  /** DATABASE_URL: a Postgres server for the indexer's and the API's tables; PGlite when absent. */
  readonly databaseUrl?: string;
}

export const DEFAULT_WEB_PORT = 3000;
export const DEFAULT_RPC_PORT = 8545;
export const DEFAULT_INDEXER_PORT = 42069;
export const DEFAULT_API_PORT = 4000;
/** The game contract's own round lengths, which the deployment keeps unless asked otherwise. */
export const DEFAULT_PREDICTION_ROUND_LENGTHS: PredictionRoundLengths = {
  intervalBlocks: 100,
  bufferBlocks: 20,
};
/** The seed places its bets and oracle answers in a round's first blocks (the contract allows up to 28,800). */
const MIN_INTERVAL_BLOCKS = 10;
const MAX_INTERVAL_BLOCKS = 28_800;

function parsePort(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === "") return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new StackConfigError(`${name} must be a port number from 1 to 65535, got '${raw}'.`);
  }
  return port;
}

/** The variable's value, or undefined when it is unset or blank. */
function valueOf(raw: string | undefined): string | undefined {
  return raw === undefined || raw.trim() === "" ? undefined : raw;
}

function parseBlocks(name: string, raw: string, min: number, max: number): number {
  const blocks = Number(raw);
  if (!Number.isInteger(blocks) || blocks < min || blocks > max) {
    throw new StackConfigError(
      `${name} must be a whole number of blocks from ${min} to ${max}, got '${raw}'.`,
    );
  }
  return blocks;
}

/** PREDICTION_INTERVAL_BLOCKS and PREDICTION_BUFFER_BLOCKS, each defaulting to the contract's own. */
function parsePredictionRoundLengths(
  env: Record<string, string | undefined>,
): PredictionRoundLengths | undefined {
  const rawInterval = valueOf(env.PREDICTION_INTERVAL_BLOCKS);
  const rawBuffer = valueOf(env.PREDICTION_BUFFER_BLOCKS);
  if (rawInterval === undefined && rawBuffer === undefined) return undefined;
  const defaults = DEFAULT_PREDICTION_ROUND_LENGTHS;
  const intervalBlocks =
    rawInterval === undefined
      ? defaults.intervalBlocks
      : parseBlocks("PREDICTION_INTERVAL_BLOCKS", rawInterval, MIN_INTERVAL_BLOCKS, MAX_INTERVAL_BLOCKS);
  if (rawBuffer === undefined) {
    if (defaults.bufferBlocks < intervalBlocks)
      return { intervalBlocks, bufferBlocks: defaults.bufferBlocks };
    throw new StackConfigError(
      `PREDICTION_BUFFER_BLOCKS (default ${defaults.bufferBlocks}) must be below PREDICTION_INTERVAL_BLOCKS (${intervalBlocks}): set it too.`,
    );
  }
  const bufferBlocks = parseBlocks("PREDICTION_BUFFER_BLOCKS", rawBuffer, 1, MAX_INTERVAL_BLOCKS - 1);
  if (bufferBlocks >= intervalBlocks) {
    throw new StackConfigError(
      `PREDICTION_BUFFER_BLOCKS (${bufferBlocks}) must be below PREDICTION_INTERVAL_BLOCKS (${intervalBlocks}).`,
    );
  }
  return { intervalBlocks, bufferBlocks };
}

/** DATABASE_URL when set: a postgres:// or postgresql:// URL, as Ponder and the API's driver read it. */
function parseDatabaseUrl(raw: string | undefined): string | undefined {
  const value = valueOf(raw);
  if (value === undefined) return undefined;
  const protocol = URL.canParse(value) ? new URL(value).protocol : undefined;
  if (protocol !== "postgres:" && protocol !== "postgresql:") {
    throw new StackConfigError(
      "DATABASE_URL must be a Postgres URL such as postgres://user@127.0.0.1:5432/postgres, or unset for PGlite.",
    );
  }
  return value;
}

/**
 * Reads PORT, RPC_PORT, INDEXER_PORT, API_PORT, HOST, PREDICTION_INTERVAL_BLOCKS, PREDICTION_BUFFER_BLOCKS and DATABASE_URL;
 * a bad value is a one-line error, never a silent default.
 */
export function readStackConfig(env: Record<string, string | undefined>): StackConfig {
  const config = {
    host: env.HOST?.trim() || "127.0.0.1",
    webPort: parsePort("PORT", env.PORT, DEFAULT_WEB_PORT),
    rpcPort: parsePort("RPC_PORT", env.RPC_PORT, DEFAULT_RPC_PORT),
    indexerPort: parsePort("INDEXER_PORT", env.INDEXER_PORT, DEFAULT_INDEXER_PORT),
    apiPort: parsePort("API_PORT", env.API_PORT, DEFAULT_API_PORT),
    prediction: parsePredictionRoundLengths(env),
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
  };
  const named = [
    ["PORT", config.webPort],
    ["RPC_PORT", config.rpcPort],
    ["INDEXER_PORT", config.indexerPort],
    ["API_PORT", config.apiPort],
  ] as const;
  for (const [index, [name, port]] of named.entries()) {
    const clash = named.slice(index + 1).find(([, other]) => other === port);
    if (clash) throw new StackConfigError(`${name} and ${clash[0]} must differ (both are ${port}).`);
  }
  return config;
}
