import { useContext } from "react";
import { AppChainContext, type AppChainContextValue } from "./AppChainContext.ts";

function useAppChainContext(): AppChainContextValue {
  const value = useContext(AppChainContext);
  if (value === null) throw new Error("useAppChainConfig must be used inside ChainProvider");
  return value;
}

/** Everything about the chain the app targets: chain object, RPCs, contracts, tokens, blocked list. */
export function useAppChainConfig() {
  return useAppChainContext().appChain;
}

/** The chain object (viem/wagmi) the app targets. */
export function useAppChain() {
  return useAppChainContext().appChain.chain;
}

/** The local deployment manifest; null when the app targets BNB Smart Chain (56) or its testnet (97). */
export function useDeployment() {
  return useAppChainContext().deployment;
}
