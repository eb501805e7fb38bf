import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { parseDeploymentManifest, type DeploymentManifest } from "@griddle/sdk";
import { KeeperSetupError } from "./KeeperSetupError.ts";

/** Where `npm start` writes the manifest when GRIDDLE_MANIFEST_PATH is unset. */
const DEFAULT_MANIFEST_PATH = path.resolve(
  import.meta.dirname,
  "..",
  "..",
  "..",
  "..",
  ".stack",
  "deployment.json",
);

/** Where the manifest is: `--manifest <path>`, else GRIDDLE_MANIFEST_PATH, else `npm start`'s `.stack/deployment.json`. */
export function keeperManifestPath(argv: readonly string[], env: Record<string, string | undefined>): string {
  const { values } = parseArgs({ args: [...argv], options: { manifest: { type: "string" } } });
  return values.manifest ?? (env.GRIDDLE_MANIFEST_PATH?.trim() || DEFAULT_MANIFEST_PATH);
}

/** Reads and checks the deployment manifest a keeper runs on; a missing or broken file is one line. */
export async function readKeeperManifest(manifestPath: string): Promise<DeploymentManifest> {
  let text: string;
  try {
    text = await readFile(manifestPath, "utf8");
  } catch (cause) {
    throw new KeeperSetupError(
      `No deployment manifest at ${manifestPath}: start the local stack (npm start) or pass --manifest <path>.`,
      { cause },
    );
  }
  try {
    return parseDeploymentManifest(JSON.parse(text));
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new KeeperSetupError(`The deployment manifest at ${manifestPath} is unusable: ${reason}`, {
      cause,
    });
  }
}
