import { useContext } from "react";
import type { ChainConnectivity } from "./ChainConnectivity.ts";
import { ChainConnectivityContext } from "./ChainConnectivityContext.ts";

/** Whether the app can reach its chain's node right now, and how often it came back. */
export function useChainConnectivity(): ChainConnectivity {
  return useContext(ChainConnectivityContext);
}
