import type { DeploymentManifest } from "@griddle/sdk";

/**
 * Where the app queries the indexer: locally the GraphQL URL the stack writes into the deployment
 * when it runs the indexer, on 56 and 97 the build's VITE_INDEXER_URL. Undefined when neither is set:
 * pages then do without it (the farms page shows base APRs only).
 */
export function resolveIndexerUrl(
  manifest: DeploymentManifest | null,
  environmentUrl: string | undefined,
): string | undefined {
  if (manifest !== null) return manifest.services?.indexerGraphqlUrl;
  return environmentUrl || undefined;
}
