import path from "node:path";
import { parseArgs } from "node:util";
import type { Address } from "viem";
import { parseAnyCaseAddress } from "../address/parseAnyCaseAddress.ts";
import type { DatabaseLocation } from "../db/openDatabase.ts";
import { ApiConfigError } from "./ApiConfigError.ts";

export interface ApiConfig {
  readonly host: string;
  readonly port: number;
  readonly database: DatabaseLocation;
  /** The base URL clients reach the API at, for absolute image URLs. */
  readonly publicUrl: string;
  /** The deployment manifest: chain id, RPC URL and the profile contract. */
  readonly manifestPath: string;
  /** Who may propose in the voting hub's Core space; undefined for the chain's default. */
  readonly votingAdmins: readonly Address[] | undefined;
}

export const DEFAULT_API_PORT = 4000;
const repoRoot = path.resolve(import.meta.dirname, "..", "..", "..", "..");
/** Beside the indexer's `.ponder/`: a folder the repo ignores. */
const DEFAULT_DATA_DIR = path.join(repoRoot, "apps", "api", ".pglite");
const DEFAULT_MANIFEST_PATH = path.join(repoRoot, ".stack", "deployment.json");

function valueOf(raw: string | undefined): string | undefined {
  return raw === undefined || raw.trim() === "" ? undefined : raw.trim();
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_API_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ApiConfigError(`API_PORT must be a port number from 1 to 65535, got '${raw}'.`);
  }
  return port;
}

function parseUrl(name: string, raw: string, protocols: readonly string[]): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ApiConfigError(`${name} must be a URL, got '${raw}'.`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ApiConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(" or ")}.`);
  }
  return raw;
}

function parseAdmins(raw: string | undefined): readonly Address[] | undefined {
  if (raw === undefined) return undefined;
  return raw.split(",").map((entry) => {
    const address = parseAnyCaseAddress(entry.trim());
    if (address === undefined) {
      throw new ApiConfigError(`VOTING_ADMINS must be addresses separated by commas, got '${entry.trim()}'.`);
    }
    return address;
  });
}

/**
 * Reads HOST, API_PORT, DATABASE_URL (Postgres; unset, embedded PGlite in API_DATA_DIR),
 * API_PUBLIC_URL, VOTING_ADMINS (the Core space's proposers), and the manifest from
 * `--manifest <path>` or GRIDDLE_MANIFEST_PATH.
 */
export function readApiConfig(env: Record<string, string | undefined>, argv: readonly string[]): ApiConfig {
  const { values } = parseArgs({ args: [...argv], options: { manifest: { type: "string" } } });
  const host = valueOf(env.HOST) ?? "127.0.0.1";
  const port = parsePort(valueOf(env.API_PORT));
  const databaseUrl = valueOf(env.DATABASE_URL);
  const publicUrl = valueOf(env.API_PUBLIC_URL);
  // A server listening on every interface is reached on loopback.
  const reachableHost = host === "0.0.0.0" ? "127.0.0.1" : host;
  return {
    host,
    port,
    database:
      databaseUrl === undefined
        ? { kind: "pglite", dataDir: path.resolve(valueOf(env.API_DATA_DIR) ?? DEFAULT_DATA_DIR) }
        : { kind: "postgres", url: parseUrl("DATABASE_URL", databaseUrl, ["postgres:", "postgresql:"]) },
    publicUrl:
      publicUrl === undefined
        ? `http://${reachableHost}:${port}`
        : parseUrl("API_PUBLIC_URL", publicUrl, ["http:", "https:"]).replace(/\/+$/, ""),
    manifestPath: values.manifest ?? valueOf(env.GRIDDLE_MANIFEST_PATH) ?? DEFAULT_MANIFEST_PATH,
    votingAdmins: parseAdmins(valueOf(env.VOTING_ADMINS)),
  };
}
