// Deploy-and-seed benchmark: the whole local deployment (every area's contracts and seed, as `npm start`
// runs it) on fresh in-process chains, timed beside its budget. Measured here rather than asserted in
// the deploy test, where other test files deploy at the same time and the figure says more about the
// machine's load than about the deployment.
//   npm run bench:deploy
import { network } from "hardhat";
import { SEEDED_DEV_ACCOUNT_COUNT } from "@griddle/sdk";
import { deployLocalStack } from "../deploy/deployAll.ts";

const RUNS = 3;
/** `npm start` waits for the deployment before anything else starts: it should take seconds, not minutes. */
const BUDGET_SECONDS = 10;

interface DeployRun {
  readonly seconds: number;
  readonly blocks: bigint;
}

async function deployOnce(): Promise<DeployRun> {
  const connection = await network.create();
  const publicClient = await connection.viem.getPublicClient();
  const walletClients = await connection.viem.getWalletClients();
  const [deployer] = walletClients;
  if (deployer === undefined) throw new Error("The network has no accounts");
  const started = performance.now();
  await deployLocalStack({
    publicClient,
    walletClient: deployer,
    stakerWalletClients: walletClients.slice(1, 4),
    seedAccounts: walletClients.slice(0, SEEDED_DEV_ACCOUNT_COUNT).map((client) => client.account.address),
    rpcUrl: "http://127.0.0.1:8545",
    blockedAddresses: [],
  });
  const seconds = (performance.now() - started) / 1000;
  const blocks = await publicClient.getBlockNumber();
  await connection.close();
  return { seconds, blocks };
}

const runs: DeployRun[] = [];
for (let run = 0; run < RUNS; run++) runs.push(await deployOnce());
const sorted = runs.map(({ seconds }) => seconds).sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;

console.log("\nLocal deployment and seed, fresh in-process EDR chain each run:");
for (const [index, { seconds, blocks }] of runs.entries()) {
  console.log(`  run ${index + 1}: ${seconds.toFixed(2)} s, ${blocks} blocks`);
}
console.log(`  median ${median.toFixed(2)} s   budget ${BUDGET_SECONDS} s`);
if (!(median < BUDGET_SECONDS)) {
  console.error(`\nThe deployment's median ${median.toFixed(2)} s is over its ${BUDGET_SECONDS} s budget.`);
  process.exitCode = 1;
}
