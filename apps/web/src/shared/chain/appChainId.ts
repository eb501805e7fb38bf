import { LOCAL_CHAIN_ID } from "@griddle/sdk";
import { UnsupportedChainError } from "./UnsupportedChainError.ts";

export const BSC_MAINNET_CHAIN_ID = 56;
export const BSC_TESTNET_CHAIN_ID = 97;

/** The public chains, whose contracts the app knows from fixed facts rather than a deployment. */
export type PublicChainId = typeof BSC_MAINNET_CHAIN_ID | typeof BSC_TESTNET_CHAIN_ID;

export type AppChainId = typeof LOCAL_CHAIN_ID | PublicChainId;

const supportedChainIds: readonly AppChainId[] = [LOCAL_CHAIN_ID, BSC_MAINNET_CHAIN_ID, BSC_TESTNET_CHAIN_ID];

function isAppChainId(value: number): value is AppChainId {
  return (supportedChainIds as readonly number[]).includes(value);
}

/** Reads the build's target chain (VITE_CHAIN_ID); an unset or empty value means the local chain. */
export function parseAppChainId(value: string | undefined): AppChainId {
  const text = value?.trim() ?? "";
  if (text === "") return LOCAL_CHAIN_ID;
  const chainId = Number(text);
  if (!/^\d+$/.test(text) || !isAppChainId(chainId)) throw new UnsupportedChainError(text);
  return chainId;
}

/** Whether the build targets the local chain, whose contracts come from the stack's deployment manifest. */
export function targetsLocalChain(value: string | undefined): boolean {
  try {
    return parseAppChainId(value) === LOCAL_CHAIN_ID;
  } catch {
    // An unsupported chain: ChainProvider reports it, and there is no manifest to load.
    return false;
  }
}
