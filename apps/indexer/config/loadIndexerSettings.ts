import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseDeploymentManifest, type DeploymentManifest } from "@griddle/sdk";
import { IndexerConfigError } from "./IndexerConfigError.ts";
import type { IndexerSettings } from "./IndexerSettings.ts";
import { readIndexerSettings } from "./readIndexerSettings.ts";

/** `npm start` writes the manifest here; GRIDDLE_MANIFEST_PATH points elsewhere. */
const defaultManifestPath = fileURLToPath(new URL("../../../.stack/deployment.json", import.meta.url));

function readManifestFile(manifestPath: string): DeploymentManifest {
  let text: string;
  try {
    text = readFileSync(manifestPath, "utf8");
  } catch (error) {
    throw new IndexerConfigError(
      `No deployment manifest at ${manifestPath}: start the local stack (npm start), set GRIDDLE_MANIFEST_PATH, or set INDEXER_CHAIN_ID=56.`,
      { cause: error },
    );
  }
  return parseDeploymentManifest(JSON.parse(text));
}

/** The settings of this process, from its environment and, for the local chain, the manifest file. */
export function loadIndexerSettings(): IndexerSettings {
  const manifestPath = path.resolve(process.env.GRIDDLE_MANIFEST_PATH?.trim() || defaultManifestPath);
  return readIndexerSettings(process.env, () => readManifestFile(manifestPath));
}
