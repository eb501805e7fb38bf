import type { Hex } from "viem";
import type { DeploymentManifest } from "@griddle/sdk";

/** Which local chain the app shows, and whether it is waiting for a restarted chain's deployment. */
export type LocalChainState =
  | {
      readonly status: "running";
      readonly manifest: DeploymentManifest;
      /** The chain's genesis hash: the manifest's, else the first one the node reported. */
      readonly genesisHash: Hex | undefined;
      /** Restarts the app has followed since the page loaded. */
      readonly restarts: number;
    }
  | {
      /** The node runs another chain than the manifest's: waiting for that chain's deployment. */
      readonly status: "restarting";
      readonly genesisHash: Hex;
      readonly restarts: number;
    };

export type LocalChainEvent =
  | { readonly type: "genesisObserved"; readonly genesisHash: Hex }
  | { readonly type: "deploymentLoaded"; readonly manifest: DeploymentManifest };

export function startLocalChain(manifest: DeploymentManifest): LocalChainState {
  return { status: "running", manifest, genesisHash: manifest.genesisHash, restarts: 0 };
}

const sameHash = (a: Hex, b: Hex): boolean => a.toLowerCase() === b.toLowerCase();

/**
 * Follows the local chain through restarts. A genesis hash other than the known one means the node
 * now runs a new chain at the same id: the app waits for a manifest deployed to that chain (the stack
 * serves the old one until its new deploy is done), then runs on it. A manifest that records no
 * genesis hash cannot be told apart, so it is taken as the new chain's. Returns the same object when
 * nothing changes.
 */
export function followLocalChain(state: LocalChainState, event: LocalChainEvent): LocalChainState {
  if (event.type === "genesisObserved") {
    if (state.status === "restarting") {
      return sameHash(state.genesisHash, event.genesisHash)
        ? state
        : { ...state, genesisHash: event.genesisHash };
    }
    if (state.genesisHash === undefined) return { ...state, genesisHash: event.genesisHash };
    if (sameHash(state.genesisHash, event.genesisHash)) return state;
    return { status: "restarting", genesisHash: event.genesisHash, restarts: state.restarts };
  }
  if (state.status === "running") return state;
  const { genesisHash } = event.manifest;
  if (genesisHash !== undefined && !sameHash(genesisHash, state.genesisHash)) return state;
  return {
    status: "running",
    manifest: event.manifest,
    genesisHash: state.genesisHash,
    restarts: state.restarts + 1,
  };
}
