import { createRequire } from "node:module";
import path from "node:path";
import { startManagedProcess } from "../process/startManagedProcess.ts";
import { answersJsonRpc } from "./answersJsonRpc.ts";

const require = createRequire(import.meta.url);
const contractsDir = path.dirname(require.resolve("@griddle/contracts/package.json"));
// Hardhat is the contracts workspace's tool: resolve it from there, not from wherever npm hoisted it.
const requireFromContracts = createRequire(path.join(contractsDir, "package.json"));
const hardhatCli = path.join(
  path.dirname(requireFromContracts.resolve("hardhat/package.json")),
  "dist",
  "src",
  "cli.js",
);

export interface ChainNode {
  readonly rpcUrl: string;
  /** Resolves when the node process has exited, whoever stopped it. */
  readonly exited: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * Runs Hardhat's EDR node with the `local` network of contracts/hardhat.config.ts: chain id 31337,
 * instant mining of sent transactions plus a block every 3 seconds. Every start is a fresh chain,
 * which is what makes the deployment's addresses the same each time.
 */
export async function startChainNode(options: {
  host: string;
  port: number;
  /** Receives its output lines, each prefixed '[chain] '. */
  onOutput?: (line: string) => void;
}): Promise<ChainNode> {
  const rpcUrl = `http://${options.host === "0.0.0.0" ? "127.0.0.1" : options.host}:${options.port}`;
  const node = await startManagedProcess({
    name: "The chain node",
    logPrefix: "chain",
    command: process.execPath,
    args: [
      hardhatCli,
      "node",
      "--network",
      "local",
      "--hostname",
      options.host,
      "--port",
      String(options.port),
    ],
    cwd: contractsDir,
    env: { ...process.env, FORCE_COLOR: "0" },
    onOutput: options.onOutput,
    ready: {
      isReady: () => answersJsonRpc(rpcUrl),
      waitingFor: `answering JSON-RPC at ${rpcUrl}`,
      intervalMs: 100,
      timeoutMs: 60_000,
    },
  });
  return { rpcUrl, exited: node.exited, stop: node.stop };
}
