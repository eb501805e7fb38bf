// `npm start` (production build) and `npm run dev` (Vite with hot reload): the whole local product.
import path from "node:path";
import { parseArgs } from "node:util";
import { readStackConfig } from "../config/readStackConfig.ts";
import { StackConfigError } from "../config/StackConfigError.ts";
import { repoRoot, startLocalStack, type LocalStack } from "../startLocalStack.ts";

const { values } = parseArgs({ options: { dev: { type: "boolean", default: false } } });
const startedAt = performance.now();

let stack: LocalStack | undefined;
let stopping = false;

async function shutDown(exitCode: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.log("\nStopping Griddle…");
    await stack?.stop();
  }
  process.exit(exitCode);
}

process.on("SIGINT", () => void shutDown(0));
process.on("SIGTERM", () => void shutDown(0));

try {
  const config = readStackConfig(process.env);
  const manifestPath = process.env.GRIDDLE_MANIFEST_PATH ?? path.join(repoRoot, ".stack", "deployment.json");
  console.log(`Starting the local chain on port ${config.rpcPort} and deploying Griddle…`);
  stack = await startLocalStack({
    host: config.host,
    rpcPort: config.rpcPort,
    webPort: config.webPort,
    web: values.dev ? "dev" : "static",
    manifestPath,
  });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const { manifest } = stack;
  console.log(
    [
      "",
      `Griddle is running (ready in ${seconds} s):`,
      `  App          ${stack.webUrl}${values.dev ? "  (Vite dev server, hot reload)" : ""}`,
      `  Chain RPC    ${stack.rpcUrl}  (chain id ${manifest.chainId}, a block every 3 s; WebSocket on the same port)`,
      `  Manifest     ${path.relative(process.cwd(), manifestPath)}  (also at ${stack.webUrl}/deployment.json)`,
      `  Contracts    router ${manifest.contracts.router}, factory ${manifest.contracts.factory}`,
      `  Seeded       ${manifest.tokens.length} tokens, ${manifest.pairs.length} pairs, 10 dev accounts`,
      "",
      "Open the app and choose 'Dev wallet' under Connect Wallet. Press Ctrl-C to stop.",
    ].join("\n"),
  );
  const code = await stack.chainExited;
  if (!stopping) {
    console.error(`The chain node stopped unexpectedly (exit code ${code}).`);
    await shutDown(1);
  }
} catch (error) {
  if (error instanceof StackConfigError) {
    console.error(error.message);
  } else {
    console.error("Griddle could not start:", error);
  }
  await shutDown(1);
}
