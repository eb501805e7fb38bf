import type { TokenList } from "@uniswap/token-lists/src/types.ts";
import type { TranslatableText } from "../../../../shared/i18n/index.ts";
import { NEW_LIST_STATE, type ListState, type ListsState } from "./listsReducer.ts";

/** validateTokenList, passed in: the store loads it only when there is a stored state to check. */
export type ValidateTokenList = (document: unknown) => TokenList;

/** The lists a chain starts with: all of them known, the default ones active once loaded. */
export interface DefaultLists {
  readonly listUrls: readonly string[];
  readonly activeListUrls: readonly string[];
}

export function defaultListsState(defaults: DefaultLists): ListsState {
  return {
    byUrl: Object.fromEntries(defaults.listUrls.map((url) => [url, NEW_LIST_STATE])),
    activeListUrls: [],
  };
}

class CorruptListsStateError extends Error {}

function isTranslatableText(value: unknown): value is TranslatableText {
  if (typeof value !== "object" || value === null) return false;
  const { key, data } = value as Record<string, unknown>;
  return (
    typeof key === "string" &&
    (data === undefined ||
      (typeof data === "object" &&
        data !== null &&
        Object.values(data).every((item) => typeof item === "string")))
  );
}

/** A stored error: a TokenListError's text; older versions stored English (dropped: lists are refetched on load). */
function parseListError(error: unknown): TranslatableText | null {
  if (error === null || typeof error === "string") return null;
  if (!isTranslatableText(error)) throw new CorruptListsStateError();
  return error;
}

function parseList(value: unknown, validateTokenList: ValidateTokenList): ListState {
  if (typeof value !== "object" || value === null) throw new CorruptListsStateError();
  const { current, pendingUpdate, error } = value as Record<string, unknown>;
  return {
    // Stored lists are untrusted too (a hand-edited or older blob): they pass the same validation.
    current: current === null ? null : validateTokenList(current),
    pendingUpdate: pendingUpdate === null ? null : validateTokenList(pendingUpdate),
    // A fetch of an earlier visit is not in flight any more.
    loadingRequestId: null,
    error: parseListError(error),
  };
}

export interface ParsedListsState {
  readonly state: ListsState;
  /** True when a stored state existed but was unusable and the defaults replaced it. */
  readonly corrupt: boolean;
}

/**
 * Reads the persisted list state. Anything malformed (bad JSON, a wrong shape, a stored list that fails
 * validation) drops the whole state and restores the defaults: half a state could activate lists the
 * user never chose. Default lists added since the state was saved are added, inactive until loaded.
 */
export function parseListsState(
  raw: string | null,
  defaults: DefaultLists,
  validateTokenList: ValidateTokenList,
): ParsedListsState {
  if (raw === null) return { state: defaultListsState(defaults), corrupt: false };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) throw new CorruptListsStateError();
    const { byUrl, activeListUrls } = parsed as Record<string, unknown>;
    if (typeof byUrl !== "object" || byUrl === null || Array.isArray(byUrl))
      throw new CorruptListsStateError();
    if (!Array.isArray(activeListUrls) || !activeListUrls.every((url) => typeof url === "string"))
      throw new CorruptListsStateError();
    // fromEntries and hasOwn: a stored URL "__proto__" must stay an entry (an assignment would set the
    // prototype), and an active URL such as "constructor" must not pass for a list through the prototype.
    const lists: Record<string, ListState> = Object.fromEntries(
      Object.entries(byUrl).map(([url, list]) => [url, parseList(list, validateTokenList)]),
    );
    for (const url of defaults.listUrls) if (!Object.hasOwn(lists, url)) lists[url] = NEW_LIST_STATE;
    return {
      state: {
        byUrl: lists,
        activeListUrls: activeListUrls.filter((url: string) => Object.hasOwn(lists, url)),
      },
      corrupt: false,
    };
  } catch {
    return { state: defaultListsState(defaults), corrupt: true };
  }
}
