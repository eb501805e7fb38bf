import { createContext } from "react";
import type { DeploymentManifest } from "@griddle/sdk";
import type { AppChainConfig } from "./appChainConfig.ts";

export interface AppChainContextValue {
  readonly appChain: AppChainConfig;
  /** The local deployment; null when the app targets a public chain. */
  readonly deployment: DeploymentManifest | null;
}

export const AppChainContext = createContext<AppChainContextValue | null>(null);

/** The latest block of the app's chain, undefined until the first one arrives. */
export const CurrentBlockContext = createContext<number | undefined>(undefined);
