import { LOCAL_CHAIN_ID, parseDeploymentManifest, type DeploymentManifest } from "@griddle/sdk";
import { DeploymentUnavailableError } from "./DeploymentUnavailableError.ts";

/** Where the local stack serves the manifest it wrote after deploying. */
export const DEPLOYMENT_MANIFEST_PATH = "/deployment.json";

/** Fetches and validates the local stack's deployment manifest. */
export async function loadDeployment(
  fetchManifest: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<DeploymentManifest> {
  let response: Response;
  try {
    response = await fetchManifest(DEPLOYMENT_MANIFEST_PATH, { cache: "no-store", signal });
  } catch (cause) {
    throw new DeploymentUnavailableError(`GET ${DEPLOYMENT_MANIFEST_PATH} failed: ${String(cause)}`, {
      cause,
    });
  }
  if (!response.ok) {
    throw new DeploymentUnavailableError(`GET ${DEPLOYMENT_MANIFEST_PATH} answered ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new DeploymentUnavailableError(`${DEPLOYMENT_MANIFEST_PATH} is not JSON`, { cause });
  }
  let manifest: DeploymentManifest;
  try {
    manifest = parseDeploymentManifest(body);
  } catch (cause) {
    throw new DeploymentUnavailableError(cause instanceof Error ? cause.message : String(cause), { cause });
  }
  if (manifest.chainId !== LOCAL_CHAIN_ID) {
    throw new DeploymentUnavailableError(
      `the manifest is for chain ${manifest.chainId}, the app targets ${LOCAL_CHAIN_ID}`,
    );
  }
  return manifest;
}
