import { useCallback, useMemo } from "react";
import { createClient, http, type Client } from "viem";
import { mainnet } from "viem/chains";
import type { TokenList } from "@uniswap/token-lists/src/types.ts";
import { LOCAL_CHAIN_ID } from "@griddle/sdk";
import { BSC_MAINNET_CHAIN_ID, useAppChain, useDeployment } from "../../../../shared/chain/index.ts";
import { fetchTokenList } from "../actions/fetchTokenList.ts";
import { buildLocalDefaultList } from "../model/buildLocalDefaultList.ts";
import { TokenListError } from "../model/tokenListErrors.ts";
import { LOCAL_DEFAULT_LIST_URL } from "../model/defaultLists.ts";
import { useListsStore } from "./useListsStore.ts";

let nextRequestId = 0;

/** Ethereum mainnet, where ENS names live; created on the first ENS lookup only. */
let ensClient: Client | undefined;
async function resolveOnMainnet(ensName: string): Promise<string> {
  // Loaded on the first ENS lookup only: viem's ENS and contract-read actions would otherwise weigh
  // on every page's first load, and only lists named by ENS need them.
  const { resolveEnsContenthash } = await import("../actions/resolveEnsContenthash.ts");
  ensClient ??= createClient({ chain: mainnet, transport: http() });
  return resolveEnsContenthash(ensClient, ensName);
}

export interface FetchListOptions {
  /** False fetches a preview (the Manage view's 'add a list') without touching the list state. */
  readonly record?: boolean;
}

/**
 * Fetches a list for the app's chain and records the outcome in the list state: pending, then the list
 * or the error's message. Resolves with the list; rejects with a TokenListError.
 */
export function useFetchTokenList(): (listUrl: string, options?: FetchListOptions) => Promise<TokenList> {
  const chainId = useAppChain().id;
  const deployment = useDeployment();
  const store = useListsStore();
  const builtInLists = useMemo(
    (): Record<string, TokenList> =>
      deployment
        ? { [LOCAL_DEFAULT_LIST_URL]: buildLocalDefaultList(deployment, window.location.origin) }
        : {},
    [deployment],
  );
  return useCallback(
    async (listUrl, { record = true } = {}) => {
      const request = fetchTokenList({
        listUrl,
        builtInLists,
        origin: window.location.origin,
        allowLocalHttp: chainId === LOCAL_CHAIN_ID,
        resolveEnsContenthash: chainId === BSC_MAINNET_CHAIN_ID ? resolveOnMainnet : undefined,
      });
      if (!record) return request;
      const requestId = `${Date.now()}-${nextRequestId++}`;
      store.dispatch({ type: "fetchPending", url: listUrl, requestId });
      try {
        const tokenList = await request;
        store.dispatch({ type: "fetchFulfilled", url: listUrl, requestId, tokenList });
        return tokenList;
      } catch (error) {
        store.dispatch({
          type: "fetchRejected",
          url: listUrl,
          requestId,
          error:
            error instanceof TokenListError
              ? error.text
              : { key: "Failed to download list %url%", data: { url: listUrl } },
        });
        throw error;
      }
    },
    [builtInLists, chainId, store],
  );
}
