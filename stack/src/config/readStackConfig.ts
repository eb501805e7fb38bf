import { StackConfigError } from "./StackConfigError.ts";

/** Where the local stack listens. Every port can be moved by environment variable. */
export interface StackConfig {
  readonly host: string;
  readonly webPort: number;
  readonly rpcPort: number;
  /** Ponder's GraphQL server, when `npm start` runs the indexer. */
  readonly indexerPort: number;
}

export const DEFAULT_WEB_PORT = 3000;
export const DEFAULT_RPC_PORT = 8545;
export const DEFAULT_INDEXER_PORT = 42069;

function parsePort(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === "") return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new StackConfigError(`${name} must be a port number from 1 to 65535, got '${raw}'.`);
  }
  return port;
}

/** Reads PORT, RPC_PORT, INDEXER_PORT and HOST; a bad value is a one-line error, never a silent default. */
export function readStackConfig(env: Record<string, string | undefined>): StackConfig {
  const config = {
    host: env.HOST?.trim() || "127.0.0.1",
    webPort: parsePort("PORT", env.PORT, DEFAULT_WEB_PORT),
    rpcPort: parsePort("RPC_PORT", env.RPC_PORT, DEFAULT_RPC_PORT),
    indexerPort: parsePort("INDEXER_PORT", env.INDEXER_PORT, DEFAULT_INDEXER_PORT),
  };
  const named = [
    ["PORT", config.webPort],
    ["RPC_PORT", config.rpcPort],
    ["INDEXER_PORT", config.indexerPort],
  ] as const;
  for (const [index, [name, port]] of named.entries()) {
    const clash = named.slice(index + 1).find(([, other]) => other === port);
    if (clash) throw new StackConfigError(`${name} and ${clash[0]} must differ (both are ${port}).`);
  }
  return config;
}
