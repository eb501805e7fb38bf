// One local stack for the whole end-to-end suite (node --test --test-global-setup): the chain,
// the deployment, the indexer, the API and the production build of the app, on free ports so a running
// `npm start` is never disturbed.
import { rmSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { findFreePort, startLocalStack, type LocalStack } from "@griddle/stack";

let stack: LocalStack | undefined;
let workDir: string | undefined;

export async function globalSetup(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), "griddle-e2e-"));
  workDir = dir;
  // --test-force-exit may end the run before globalTeardown: remove the folder on the way out too.
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  const manifestPath = path.join(dir, "deployment.json");
  stack = await startLocalStack({
    host: "127.0.0.1",
    rpcPort: await findFreePort(),
    webPort: 0,
    web: "static",
    manifestPath,
    indexer: { port: await findFreePort() },
    api: { port: await findFreePort() },
  });
  process.env.GRIDDLE_E2E_WEB_URL = stack.webUrl;
  process.env.GRIDDLE_E2E_MANIFEST_PATH = manifestPath;
}

export async function globalTeardown(): Promise<void> {
  await stack?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
}
