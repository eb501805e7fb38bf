import { useEffect, useState } from "react";
import type { DeploymentManifest } from "@griddle/sdk";
import type { DeploymentUnavailableError } from "./DeploymentUnavailableError.ts";
import { loadDeployment } from "./loadDeployment.ts";

export type LocalDeploymentState =
  | { readonly status: "loading" }
  | { readonly status: "loaded"; readonly manifest: DeploymentManifest }
  | { readonly status: "failed"; readonly error: DeploymentUnavailableError };

/** Loads the local stack's deployment manifest once. */
export function useLocalDeployment(): LocalDeploymentState {
  const [state, setState] = useState<LocalDeploymentState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    loadDeployment(fetch, controller.signal).then(
      (manifest) => setState({ status: "loaded", manifest }),
      (error: DeploymentUnavailableError) => {
        if (!controller.signal.aborted) setState({ status: "failed", error });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
