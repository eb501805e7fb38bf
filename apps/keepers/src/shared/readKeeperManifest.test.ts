import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KeeperSetupError } from "./KeeperSetupError.ts";
import { keeperManifestPath, readKeeperManifest } from "./readKeeperManifest.ts";

describe("keeperManifestPath", () => {
  it("takes --manifest first, then GRIDDLE_MANIFEST_PATH, then npm start's .stack/deployment.json", () => {
    const env = { GRIDDLE_MANIFEST_PATH: "/from/env.json" };
    expect(keeperManifestPath(["--manifest", "/from/arg.json"], env)).toBe("/from/arg.json");
    expect(keeperManifestPath([], env)).toBe("/from/env.json");
    const fallback = keeperManifestPath([], { GRIDDLE_MANIFEST_PATH: " " });
    expect(fallback.endsWith(path.join(".stack", "deployment.json"))).toBe(true);
    expect(path.dirname(path.dirname(fallback))).toBe(
      path.resolve(import.meta.dirname, "..", "..", "..", ".."),
    );
  });
});

describe("readKeeperManifest", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "griddle-keeper-manifest-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("says where the manifest was looked for and how to make one", async () => {
    const missing = path.join(dir, "missing.json");
    await expect(readKeeperManifest(missing)).rejects.toThrow(
      new KeeperSetupError(
        `No deployment manifest at ${missing}: start the local stack (npm start) or pass --manifest <path>.`,
      ),
    );
  });

  it("names the field a broken manifest gets wrong", async () => {
    const broken = path.join(dir, "broken.json");
    await writeFile(broken, JSON.stringify({ chainId: "local" }));
    await expect(readKeeperManifest(broken)).rejects.toThrow(
      new RegExp(`^The deployment manifest at ${broken} is unusable: .*chainId`),
    );
  });
});
