import { LOCAL_CHAIN_ID } from "@griddle/sdk";
import { defineChain } from "viem";

/** The local Hardhat chain as viem sees it from Node (the app defines its own, with multicall). */
export function localChain(rpcUrl: string) {
  return defineChain({
    id: LOCAL_CHAIN_ID,
    name: "Griddle Local",
    nativeCurrency: { name: "BNB", symbol: "BNB", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}
