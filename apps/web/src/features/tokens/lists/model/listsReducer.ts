import type { TokenList } from "@uniswap/token-lists/src/types.ts";
import type { TranslatableText } from "../../../../shared/i18n/index.ts";
import { MissingPendingUpdateError } from "./tokenListErrors.ts";
import { getVersionUpgrade, VersionUpgrade } from "./versionUpgrade.ts";

/** One list's state (spec 000 section 3, token-list state per URL). */
export interface ListState {
  readonly current: TokenList | null;
  /** A newer version waiting to be accepted. */
  readonly pendingUpdate: TokenList | null;
  /** The fetch in flight: only its answer is taken, so a slow stale answer cannot win. */
  readonly loadingRequestId: string | null;
  /** Why the last fetch failed (a TokenListError's text), translated where it is shown. */
  readonly error: TranslatableText | null;
}

export interface ListsState {
  readonly byUrl: Readonly<Record<string, ListState>>;
  /** Lists whose tokens the app offers; the others only show as 'Expanded results'. */
  readonly activeListUrls: readonly string[];
}

export type ListsAction =
  | { readonly type: "fetchPending"; readonly url: string; readonly requestId: string }
  | {
      readonly type: "fetchFulfilled";
      readonly url: string;
      readonly requestId: string;
      readonly tokenList: TokenList;
    }
  | {
      readonly type: "fetchRejected";
      readonly url: string;
      readonly requestId: string;
      readonly error: TranslatableText;
    }
  | { readonly type: "addList"; readonly url: string }
  | { readonly type: "removeList"; readonly url: string }
  | { readonly type: "enableList"; readonly url: string }
  | { readonly type: "disableList"; readonly url: string }
  | { readonly type: "acceptListUpdate"; readonly url: string };

export const NEW_LIST_STATE: ListState = {
  current: null,
  pendingUpdate: null,
  loadingRequestId: null,
  error: null,
};

function withList(state: ListsState, url: string, list: ListState): ListsState {
  return { ...state, byUrl: { ...state.byUrl, [url]: list } };
}

function activate(state: ListsState, url: string): ListsState {
  return state.activeListUrls.includes(url)
    ? state
    : { ...state, activeListUrls: [...state.activeListUrls, url] };
}

/**
 * The token-list transitions (spec 000 section 4). `defaultActiveUrls` are the lists that become active
 * on their first load. A failed fetch records its message but keeps the list's tokens: a list that
 * fails to download or validate never changes what the user trades with.
 */
export function listsReducer(
  state: ListsState,
  action: ListsAction,
  defaultActiveUrls: readonly string[],
): ListsState {
  const list = state.byUrl[action.url];
  switch (action.type) {
    case "fetchPending":
      return withList(state, action.url, {
        ...(list ?? NEW_LIST_STATE),
        loadingRequestId: action.requestId,
        error: null,
      });
    case "fetchFulfilled": {
      // A removed list or a superseded request: the answer is stale.
      if (!list || (list.loadingRequestId !== null && list.loadingRequestId !== action.requestId))
        return state;
      if (!list.current) {
        const loaded = withList(state, action.url, { ...NEW_LIST_STATE, current: action.tokenList });
        return defaultActiveUrls.includes(action.url) ? activate(loaded, action.url) : loaded;
      }
      const newer = getVersionUpgrade(list.current.version, action.tokenList.version) !== VersionUpgrade.NONE;
      return withList(state, action.url, {
        ...list,
        loadingRequestId: null,
        error: null,
        pendingUpdate: newer ? action.tokenList : list.pendingUpdate,
      });
    }
    case "fetchRejected":
      if (!list || list.loadingRequestId !== action.requestId) return state;
      return withList(state, action.url, { ...list, loadingRequestId: null, error: action.error });
    case "addList":
      return list ? state : withList(state, action.url, NEW_LIST_STATE);
    case "removeList": {
      if (!list) return state;
      const { [action.url]: _removed, ...byUrl } = state.byUrl;
      return { byUrl, activeListUrls: state.activeListUrls.filter((url) => url !== action.url) };
    }
    case "enableList":
      return activate(list ? state : withList(state, action.url, NEW_LIST_STATE), action.url);
    case "disableList":
      return { ...state, activeListUrls: state.activeListUrls.filter((url) => url !== action.url) };
    case "acceptListUpdate":
      if (!list?.pendingUpdate) throw new MissingPendingUpdateError(action.url);
      return withList(state, action.url, { ...list, current: list.pendingUpdate, pendingUpdate: null });
  }
}
