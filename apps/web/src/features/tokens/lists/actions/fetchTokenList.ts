import type { TokenList } from "@uniswap/token-lists/src/types.ts";
import { parseListLocation, uriToHttpUrls, type ParseListLocationOptions } from "../model/listLocation.ts";
import {
  EnsResolutionError,
  TokenListDownloadError,
  TokenListError,
  UnrecognizedListUrlError,
} from "../model/tokenListErrors.ts";

export interface FetchTokenListParameters extends ParseListLocationOptions {
  readonly listUrl: string;
  /** Lists the app builds itself (the local deployment's), by id. */
  readonly builtInLists: Readonly<Record<string, TokenList>>;
  /** An ENS name's content hash; absent where ENS names cannot be resolved (any chain but mainnet). */
  readonly resolveEnsContenthash: ((ensName: string) => Promise<string>) | undefined;
  readonly signal?: AbortSignal;
}

export type FetchTokenListReturnType = TokenList;
export type FetchTokenListErrorType = TokenListError;

async function locationUrls({
  listUrl,
  resolveEnsContenthash,
  ...options
}: FetchTokenListParameters): Promise<readonly string[]> {
  const location = parseListLocation(listUrl, options);
  if (!location) throw new UnrecognizedListUrlError(listUrl);
  if (location.kind === "http") return location.urls;
  if (!resolveEnsContenthash) {
    throw new EnsResolutionError(location.ensName, { kind: "unsupportedChain" });
  }
  let contenthash: string;
  try {
    contenthash = await resolveEnsContenthash(location.ensName);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new EnsResolutionError(location.ensName, { kind: "resolver", reason }, { cause: error });
  }
  // Loaded on the first ENS list only: the content-hash codecs are large and rarely needed.
  const { contenthashToUri } = await import("../model/contenthashToUri.ts");
  const urls = uriToHttpUrls(`${contenthashToUri(contenthash)}${location.path}`);
  if (urls.length === 0) throw new UnrecognizedListUrlError(listUrl);
  return urls;
}

/**
 * Downloads a token list (spec 000 section 7): tries each location in order (the second IPFS gateway
 * when the first fails), then validates what came back. Throws the spec's errors, all TokenListError.
 */
export async function fetchTokenList(
  parameters: FetchTokenListParameters,
): Promise<FetchTokenListReturnType> {
  // Loaded with the first list: the schema validator is too large for the first load.
  const { validateTokenList } = await import("../model/validateTokenList.ts");
  const builtIn = parameters.builtInLists[parameters.listUrl];
  if (builtIn) return validateTokenList(builtIn);
  const urls = await locationUrls(parameters);
  let lastError: unknown;
  for (const url of urls) {
    let body: unknown;
    try {
      const response = await fetch(url, { signal: parameters.signal ?? null, credentials: "omit" });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      body = await response.json();
    } catch (error) {
      if (parameters.signal?.aborted) throw error;
      lastError = error;
      continue;
    }
    return validateTokenList(body);
  }
  throw new TokenListDownloadError(parameters.listUrl, { cause: lastError });
}
