import { readFileSync } from "node:fs";
import { parseDeploymentManifest, type DeploymentManifest } from "@griddle/sdk";
import { createPublicClient, http, type PublicClient } from "viem";

function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(
      `${name} is not set: run the suite through npm test (its global setup starts the stack).`,
    );
  return value;
}

/** The stack the global setup started, as each test file sees it. */
export interface TestStack {
  readonly webUrl: string;
  readonly manifest: DeploymentManifest;
  readonly publicClient: PublicClient;
}

export function getTestStack(): TestStack {
  const manifest = parseDeploymentManifest(
    JSON.parse(readFileSync(required("GRIDDLE_E2E_MANIFEST_PATH"), "utf8")),
  );
  return {
    webUrl: required("GRIDDLE_E2E_WEB_URL"),
    manifest,
    publicClient: createPublicClient({ transport: http(manifest.rpcUrl) }),
  };
}
