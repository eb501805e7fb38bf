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
  if (!stopping && stack) {
    stopping = true;
    console.log("\nStopping Griddle…");
    await stack.stop();
  }
  process.exit(exitCode);
}

let receivedSignal = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    receivedSignal = true;
    void shutDown(0);
  });
}

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
  // A Ctrl-C in the terminal signals the whole process group, the chain node included, which may
  // exit before our own SIGINT handler runs: that is a normal stop, not a crash.
  if (!stopping && !receivedSignal) {
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
