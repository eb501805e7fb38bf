import type { DeploymentManifest } from "@griddle/sdk";

/**
 * Where the app reaches Griddle's API (usernames, teams, collectible metadata): locally the URL the
 * stack writes into the deployment when it runs the API, on 56 and 97 the build's VITE_API_URL.
 * Undefined when neither is set: usernames then read as none, and setting one is refused.
 */
export function resolveApiUrl(
  manifest: DeploymentManifest | null,
  environmentUrl: string | undefined,
): string | undefined {
  if (manifest !== null) return manifest.services?.apiUrl;
  return environmentUrl || undefined;
}
