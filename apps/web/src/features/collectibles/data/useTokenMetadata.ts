import { useEffect, useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import type { Address } from "viem";
import { griddleBunniesAbi } from "@griddle/sdk";
import { useChainReads } from "../../../shared/chain/index.ts";
import { parseCollectibleMetadata, type CollectibleMetadata } from "./model/parseCollectibleMetadata.ts";

/** Past this, a metadata host that does not answer counts as down. */
const METADATA_TIMEOUT_MS = 10_000;

/**
 * A token's metadata (spec 001 section 7: tokenURI(id), then an HTTP GET of it): undefined while it
 * loads, null when the token has none or the GET fails or answers something else (logged, section 8).
 */
export function useTokenMetadata(
  collection: Address | undefined,
  tokenId: bigint | undefined,
): CollectibleMetadata | null | undefined {
  const calls = useMemo(
    () =>
      collection && tokenId !== undefined
        ? [
            {
              address: collection,
              abi: griddleBunniesAbi,
              functionName: "tokenURI" as const,
              args: [tokenId] as const,
            },
          ]
        : [],
    [collection, tokenId],
  );
  const { data } = useChainReads(calls, { enabled: calls.length > 0 });
  const uri = data?.[0];
  const query = useQuery({
    queryKey: ["tokenMetadata", uri],
    queryFn: async ({ signal }) => {
      const timeout = AbortSignal.timeout(METADATA_TIMEOUT_MS);
      const response = await fetch(uri ?? "", { signal: AbortSignal.any([signal, timeout]) });
      if (!response.ok) throw new Error(`${uri} answered ${response.status}`);
      return parseCollectibleMetadata(await response.json());
    },
    enabled: typeof uri === "string" && uri !== "",
    staleTime: Infinity,
    retry: 1,
  });
  useEffect(() => {
    if (query.error) console.error("Reading a collectible's metadata failed", query.error);
  }, [query.error]);
  if (calls.length === 0) return undefined;
  if (data === undefined) return undefined;
  if (typeof uri !== "string" || uri === "" || query.isError) return null;
  return query.data;
}
