// `npm start` (production build) and `npm run dev` (Vite with hot reload): the whole local product.
import path from "node:path";
import { parseArgs } from "node:util";
import { KeepersConfigError, readKeepersConfig } from "@griddle/keepers";
import { DEFAULT_PREDICTION_ROUND_LENGTHS, readStackConfig } from "../config/readStackConfig.ts";
import { StackConfigError } from "../config/StackConfigError.ts";
import { describeKeepers } from "../keepers/describeKeepers.ts";
import { describeDatabases } from "../postgres/describeDatabases.ts";
import { repoRoot, startLocalStack, type LocalStack } from "../startLocalStack.ts";

const { values } = parseArgs({
  options: { dev: { type: "boolean", default: false }, indexer: { type: "boolean", default: true } },
  allowNegative: true,
});
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
  const keepersConfig = readKeepersConfig(process.env);
  const manifestPath = process.env.GRIDDLE_MANIFEST_PATH ?? path.join(repoRoot, ".stack", "deployment.json");
  console.log(`Starting the local chain on port ${config.rpcPort} and deploying Griddle…`);
  stack = await startLocalStack({
    host: config.host,
    rpcPort: config.rpcPort,
    webPort: config.webPort,
    web: values.dev ? "dev" : "static",
    manifestPath,
    indexer: values.indexer ? { port: config.indexerPort, onOutput: (line) => console.log(line) } : undefined,
    api: { port: config.apiPort, onOutput: (line) => console.log(line) },
    prediction: config.prediction,
    lottery: { roundSeconds: keepersConfig.lotteryRoundSeconds, seedSecret: keepersConfig.lotterySeedSecret },
    keepers: { config: keepersConfig, onOutput: (line) => console.log(line) },
    databaseUrl: config.databaseUrl,
    competition: {
      registrationSeconds: keepersConfig.competitionRegistrationSeconds,
      liveSeconds: keepersConfig.competitionLiveSeconds,
    },
  });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const { manifest, indexer, api, keepers } = stack;
  const rounds = config.prediction ?? DEFAULT_PREDICTION_ROUND_LENGTHS;
  console.log(
    [
      "",
      `Griddle is running (ready in ${seconds} s):`,
      `  App          ${stack.webUrl}${values.dev ? "  (Vite dev server, hot reload)" : ""}`,
      `  Chain RPC    ${stack.rpcUrl}  (chain id ${manifest.chainId}, a block every 3 s; WebSocket on the same port)`,
      `  Manifest     ${path.relative(process.cwd(), manifestPath)}  (also at ${stack.webUrl}/deployment.json)`,
      indexer
        ? `  Indexer      ${indexer.graphqlUrl}  (GraphQL; catching up with the seeded chain in the background)`
        : "  Indexer      off (--no-indexer)",
      `  API          ${api?.url}  (usernames, teams, collectible metadata and images)`,
      `  Database     ${describeDatabases(config.databaseUrl)}`,
      `  Contracts    router ${manifest.contracts.router}, factory ${manifest.contracts.factory}`,
      `  Prediction   game ${manifest.prediction.contract}, rounds of ${rounds.intervalBlocks} blocks with a ${rounds.bufferBlocks}-block buffer`,
      `  Lottery      ${manifest.lottery.contract}, sales of ${keepersConfig.lotteryRoundSeconds} s a round, then the draw (LOTTERY_ROUND_SECONDS)`,
      `  Keepers      ${describeKeepers(keepersConfig)}`,
      `  Seeded       ${manifest.tokens.length} tokens, ${manifest.pairs.length} pairs, ${manifest.staking.farms.length} farms, ${manifest.staking.pools.length} pools, 10 dev accounts`,
      "",
      "Open the app and choose 'Dev wallet' under Connect Wallet. Press Ctrl-C to stop.",
    ].join("\n"),
  );
  if (indexer) {
    void indexer.caughtUp.then((catchUp) => {
      if (catchUp) {
        console.log(
          `Indexer caught up with block ${catchUp.block} in ${catchUp.seconds.toFixed(1)} s from its start.`,
        );
      }
    });
    // The app works without the indexer (farms show base APRs), so its failure stops nothing else.
    void indexer.exited.then((code) => {
      if (code !== 0 && !stopping && !receivedSignal) {
        console.error(
          `The indexer stopped unexpectedly (exit code ${code}); the app keeps running without it.`,
        );
      }
    });
  }
  // The app works without the API (no usernames, teams without images), so its failure stops nothing else.
  void api?.exited.then((code) => {
    if (code !== 0 && !stopping && !receivedSignal) {
      console.error(`The API stopped unexpectedly (exit code ${code}); the app keeps running without it.`);
    }
  });
  // The chain runs on without them (rounds stop, or get caught up later), so their failure stops nothing
  // else. A keeper exits 0 only when signalled, as by a Ctrl-C that reaches it before our handler runs.
  for (const keeper of keepers) {
    void keeper.exited.then((code) => {
      if (code !== 0 && !stopping && !receivedSignal) {
        console.error(
          `The ${keeper.name} keeper stopped unexpectedly (exit code ${code}); the rest keeps running.`,
        );
      }
    });
  }
  const code = await stack.chainExited;
  // A Ctrl-C in the terminal signals the whole process group, the chain node included, which may
  // exit before our own SIGINT handler runs: that is a normal stop, not a crash.
  if (!stopping && !receivedSignal) {
    console.error(`The chain node stopped unexpectedly (exit code ${code}).`);
    await shutDown(1);
  }
} catch (error) {
  if (error instanceof StackConfigError || error instanceof KeepersConfigError) {
    console.error(error.message);
  } else {
    console.error("Griddle could not start:", error);
  }
  await shutDown(1);
}
