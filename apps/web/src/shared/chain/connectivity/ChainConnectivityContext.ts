import { createContext } from "react";
import { INITIAL_CHAIN_CONNECTIVITY, type ChainConnectivity } from "./ChainConnectivity.ts";

/** Whether the app's node can be reached, from the block polls of CurrentBlockProvider. */
export const ChainConnectivityContext = createContext<ChainConnectivity>(INITIAL_CHAIN_CONNECTIVITY);
