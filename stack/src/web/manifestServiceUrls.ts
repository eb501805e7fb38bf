import type { DeploymentManifest } from "@griddle/sdk";

/** The URLs of the services a deployment manifest points the browser at: the chain, the indexer, the API. */
export function manifestServiceUrls(deploymentJson: string): string[] {
  const manifest = JSON.parse(deploymentJson) as Partial<Pick<DeploymentManifest, "rpcUrl" | "services">>;
  return [manifest.rpcUrl, manifest.services?.indexerGraphqlUrl, manifest.services?.apiUrl].filter(
    (url): url is string => typeof url === "string",
  );
}
