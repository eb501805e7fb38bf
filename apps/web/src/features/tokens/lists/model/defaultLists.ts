import { LOCAL_CHAIN_ID } from "@griddle/sdk";
import { BSC_MAINNET_CHAIN_ID, BSC_TESTNET_CHAIN_ID } from "../../../../shared/chain/index.ts";
import type { DefaultLists } from "./parseListsState.ts";

/**
 * The local chain's default list is built from its deployment manifest, not downloaded: the id names it
 * in the list state the way a URL names the others.
 */
export const LOCAL_DEFAULT_LIST_URL = "griddle-local";

/** Tokens the interface refuses to trade; empty, bundled so that the slot works offline. */
export const UNSUPPORTED_LIST_URL = "/lists/pancakeswap-unsupported.json";

/** Lists shipped with the app and served from its own origin, so the product works offline. */
const MAINNET_DEFAULT_LIST_URL = "/lists/pancakeswap-default.json";
const MAINNET_TOP_100_LIST_URL = "/lists/pancakeswap-top-100.json";
const MAINNET_EXTENDED_LIST_URL = "/lists/pancakeswap-extended.json";
const TESTNET_DEFAULT_LIST_URL = "/lists/pancakeswap-default-testnet.json";

export interface ChainLists extends DefaultLists {
  /** Lists of tokens to refuse, never shown in the Manage view nor offered for trading. */
  readonly unsupportedListUrls: readonly string[];
}

/** The lists each chain knows from the start, and which of them are active once loaded. */
export function defaultListsFor(chainId: number): ChainLists {
  const unsupportedListUrls = [UNSUPPORTED_LIST_URL];
  if (chainId === BSC_MAINNET_CHAIN_ID) {
    return {
      listUrls: [
        MAINNET_DEFAULT_LIST_URL,
        MAINNET_TOP_100_LIST_URL,
        MAINNET_EXTENDED_LIST_URL,
        ...unsupportedListUrls,
      ],
      activeListUrls: [MAINNET_DEFAULT_LIST_URL],
      unsupportedListUrls,
    };
  }
  if (chainId === BSC_TESTNET_CHAIN_ID) {
    return {
      listUrls: [TESTNET_DEFAULT_LIST_URL, ...unsupportedListUrls],
      activeListUrls: [TESTNET_DEFAULT_LIST_URL],
      unsupportedListUrls,
    };
  }
  if (chainId !== LOCAL_CHAIN_ID)
    return { listUrls: unsupportedListUrls, activeListUrls: [], unsupportedListUrls };
  return {
    listUrls: [LOCAL_DEFAULT_LIST_URL, ...unsupportedListUrls],
    activeListUrls: [LOCAL_DEFAULT_LIST_URL],
    unsupportedListUrls,
  };
}
