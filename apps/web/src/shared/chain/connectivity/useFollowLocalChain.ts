import { useCallback, useEffect, useEffectEvent, useReducer } from "react";
import { createClient, http, type Hex } from "viem";
import type { DeploymentManifest } from "@griddle/sdk";
import { loadDeployment } from "../loadDeployment.ts";
import { followLocalChain, startLocalChain, type LocalChainState } from "./followLocalChain.ts";
import { readGenesisHash } from "./readGenesisHash.ts";

/** How often /deployment.json is fetched again while the stack deploys to a restarted chain. */
const DEPLOYMENT_RETRY_MS = 1000;

export interface FollowedLocalChain {
  readonly state: LocalChainState;
  /** Feed it every genesis hash the node reports (CurrentBlockProvider's onGenesisHash). */
  readonly onGenesisHash: (genesisHash: Hex) => void;
}

/**
 * Follows the local chain through restarts (see followLocalChain): while the node runs a chain the
 * manifest is not for, fetches /deployment.json (and the node's genesis hash) again every second
 * until the stack serves the running chain's, and calls `onRestart` once the app runs on it.
 */
export function useFollowLocalChain(
  initialManifest: DeploymentManifest,
  onRestart: (() => void) | undefined,
): FollowedLocalChain {
  const [state, dispatch] = useReducer(followLocalChain, initialManifest, startLocalChain);
  const onGenesisHash = useCallback(
    (genesisHash: Hex) => dispatch({ type: "genesisObserved", genesisHash }),
    [],
  );
  const waitingFor = state.status === "restarting" ? state.genesisHash : undefined;

  const { rpcUrl } = initialManifest;
  useEffect(() => {
    if (waitingFor === undefined) return;
    const controller = new AbortController();
    // The node is asked too: should the chain restart again meanwhile, the app waits for the latest.
    const node = createClient({ transport: http(rpcUrl) });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const warn = (error: unknown): void =>
      console.warn("Waiting for the restarted chain's deployment", error);
    const attempt = (): void => {
      readGenesisHash(node).then((genesisHash) => dispatch({ type: "genesisObserved", genesisHash }), warn);
      loadDeployment(fetch, controller.signal)
        .then((manifest) => dispatch({ type: "deploymentLoaded", manifest }), warn)
        .finally(() => {
          if (!controller.signal.aborted) timer = setTimeout(attempt, DEPLOYMENT_RETRY_MS);
        });
    };
    attempt();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [waitingFor, rpcUrl]);

  // An effect event: a caller's new callback must not count as another restart.
  const notifyRestart = useEffectEvent(() => onRestart?.());
  useEffect(() => {
    if (state.restarts > 0) notifyRestart();
  }, [state.restarts]);

  return { state, onGenesisHash };
}
