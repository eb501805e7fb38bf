import { useMemo } from "react";
import type { Address } from "viem";
import { useAppChain, useDeployment } from "../../../../shared/chain/index.ts";
import { buildLocalDefaultList } from "../model/buildLocalDefaultList.ts";
import { collectListTokens, type ListedToken } from "../model/collectListTokens.ts";
import { defaultListsFor, LOCAL_DEFAULT_LIST_URL } from "../model/defaultLists.ts";
import type { ListsState } from "../model/listsReducer.ts";
import { useListsState } from "./useListsState.ts";

export interface ListedTokens {
  /** Tokens of the active lists: what the app offers. */
  readonly active: readonly ListedToken[];
  /** Tokens only inactive lists name: offered for import under 'Expanded results'. */
  readonly inactive: readonly ListedToken[];
  /** Every listed token, active or not, for logo and source look-ups. */
  readonly byAddress: ReadonlyMap<Address, ListedToken>;
}

/** One computation per list state and chain, however many logos and rows ask for it. */
const cache = new WeakMap<ListsState, Map<string, ListedTokens>>();

/**
 * The local default list is built from the manifest: its tokens always come from the deployment the app
 * runs against (a redeploy may move them, under the same list version). Before its first 'fetch' lands
 * in the state it counts as active, as it will be a moment later.
 */
function withLocalDefaultList(state: ListsState, deployment: ReturnType<typeof useDeployment>): ListsState {
  const local = state.byUrl[LOCAL_DEFAULT_LIST_URL];
  if (!deployment || !local) return state;
  const current = buildLocalDefaultList(deployment, window.location.origin);
  return {
    byUrl: { ...state.byUrl, [LOCAL_DEFAULT_LIST_URL]: { ...local, current } },
    activeListUrls: local.current ? state.activeListUrls : [...state.activeListUrls, LOCAL_DEFAULT_LIST_URL],
  };
}

/** The tokens the app's chain's lists hold, split by whether their list is active. */
export function useListedTokens(): ListedTokens {
  const chainId = useAppChain().id;
  const deployment = useDeployment();
  const stored = useListsState();
  return useMemo(() => {
    const cacheKey = `${chainId}:${deployment?.contracts.factory ?? ""}`;
    const cached = cache.get(stored)?.get(cacheKey);
    if (cached) return cached;
    const state = withLocalDefaultList(stored, deployment);
    const { unsupportedListUrls } = defaultListsFor(chainId);
    const tradable = (url: string) => !unsupportedListUrls.includes(url);
    const origin = window.location.origin;
    const active = collectListTokens(state, state.activeListUrls.filter(tradable), chainId, origin);
    const activeAddresses = new Set(active.map((token) => token.address));
    const inactiveUrls = Object.keys(state.byUrl).filter(
      (url) => tradable(url) && !state.activeListUrls.includes(url),
    );
    const inactive = collectListTokens(state, inactiveUrls, chainId, origin).filter(
      (token) => !activeAddresses.has(token.address),
    );
    const byAddress = new Map([...active, ...inactive].map((token) => [token.address, token]));
    const listed: ListedTokens = { active, inactive, byAddress };
    const forState = cache.get(stored) ?? new Map<string, ListedTokens>();
    forState.set(cacheKey, listed);
    cache.set(stored, forState);
    return listed;
  }, [chainId, deployment, stored]);
}
