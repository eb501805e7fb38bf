import type { DeploymentManifest } from "@griddle/sdk";
import type { DeploymentUnavailableError } from "./DeploymentUnavailableError.ts";
import { loadDeployment } from "./loadDeployment.ts";

export type LocalDeploymentState =
  | { readonly status: "loading" }
  | { readonly status: "loaded"; readonly manifest: DeploymentManifest }
  | { readonly status: "failed"; readonly error: DeploymentUnavailableError };

let load: Promise<LocalDeploymentState> | undefined;
let settled: LocalDeploymentState | undefined;

/**
 * Loads the local stack's deployment manifest once per page. main.tsx starts it before React's first
 * render, so the download and parse overlap the app's start-up instead of following its first commit.
 */
export function startLocalDeploymentLoad(fetchManifest: typeof fetch = fetch): Promise<LocalDeploymentState> {
  load ??= loadDeployment(fetchManifest)
    .then(
      (manifest): LocalDeploymentState => ({ status: "loaded", manifest }),
      (error: DeploymentUnavailableError): LocalDeploymentState => ({ status: "failed", error }),
    )
    .then((state) => (settled = state));
  return load;
}

/** The load's outcome once it has settled: a render after that needs no loading state. */
export function settledLocalDeployment(): LocalDeploymentState | undefined {
  return settled;
}
