/** Public IPFS gateways, tried in this order: the second answers when the first is down. */
export const IPFS_GATEWAYS = ["https://ipfs.io", "https://dweb.link"] as const;

/** How a list location is fetched. */
export type ListLocation =
  | { readonly kind: "http"; readonly urls: readonly string[] }
  | { readonly kind: "ens"; readonly ensName: string; readonly path: string };

export interface ParseListLocationOptions {
  /** Where same-origin paths ('/lists/…') resolve: the app's bundled lists. */
  readonly origin: string;
  /**
   * The local chain runs offline, with lists served on this machine over plain http (tests, a local
   * list server); upgrading those to https would make them unreachable. Public chains never allow it.
   */
  readonly allowLocalHttp: boolean;
}

const ENS_NAME = /^(([a-zA-Z0-9]+(-[a-zA-Z0-9]+)*\.)+)eth(\/.*)?$/;
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** An ENS name such as 'tokens.pancakeswap.eth', with an optional path after it. */
export function parseEnsName(location: string): { ensName: string; path: string } | undefined {
  const match = ENS_NAME.exec(location);
  if (!match) return undefined;
  const path = match[4] ?? "";
  return { ensName: `${match[1]?.toLowerCase()}eth`, path };
}

function parseUrl(location: string): URL | undefined {
  try {
    return new URL(location);
  } catch {
    return undefined;
  }
}

/** The https (or gateway) URLs an http(s), ipfs:// or ipns:// URI is fetched from, in order. */
export function uriToHttpUrls(uri: string, allowLocalHttp = false): string[] {
  const url = parseUrl(uri);
  if (!url) return [];
  switch (url.protocol) {
    case "https:":
      return [uri];
    case "http:":
      if (allowLocalHttp && LOCAL_HOSTS.has(url.hostname)) return [uri];
      return [`https${uri.slice("http".length)}`];
    case "ipfs:":
    case "ipns:": {
      const hash = uri.slice("ipfs://".length);
      const kind = url.protocol === "ipfs:" ? "ipfs" : "ipns";
      return IPFS_GATEWAYS.map((gateway) => `${gateway}/${kind}/${hash}`);
    }
    default:
      return [];
  }
}

/**
 * Where a list location is fetched from (spec 000 section 7): https as is, http upgraded to https,
 * ipfs/ipns through the gateways, an ENS name through its content hash, and a same-origin path from
 * the app's own server. Undefined for anything else ('Unrecognized list URL protocol.').
 */
export function parseListLocation(
  location: string,
  options: ParseListLocationOptions,
): ListLocation | undefined {
  const trimmed = location.trim();
  if (trimmed.startsWith("/") && !trimmed.startsWith("//")) {
    return { kind: "http", urls: [new URL(trimmed, options.origin).href] };
  }
  const ens = parseEnsName(trimmed);
  if (ens) return { kind: "ens", ...ens };
  const urls = uriToHttpUrls(trimmed, options.allowLocalHttp);
  return urls.length > 0 ? { kind: "http", urls } : undefined;
}

/** Whether the Manage view accepts what the user typed ('Enter valid list location' otherwise). */
export function isValidListLocation(location: string): boolean {
  const trimmed = location.trim();
  if (parseEnsName(trimmed)) return true;
  return uriToHttpUrls(trimmed, true).length > 0;
}
