import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { waitForRpc } from "./waitForRpc.ts";

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
  onOutput?: (line: string) => void;
}): Promise<ChainNode> {
  const child: ChildProcess = spawn(
    process.execPath,
    [hardhatCli, "node", "--network", "local", "--hostname", options.host, "--port", String(options.port)],
    { cwd: contractsDir, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: "0" } },
  );
  const output: string[] = [];
  const collect = (chunk: Buffer): void => {
    for (const line of chunk.toString("utf8").split("\n")) {
      if (line.trim() === "") continue;
      output.push(line);
      if (output.length > 50) output.shift();
      options.onOutput?.(line);
    }
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const rpcUrl = `http://${options.host === "0.0.0.0" ? "127.0.0.1" : options.host}:${options.port}`;
  try {
    await Promise.race([
      waitForRpc(rpcUrl, 60_000),
      exited.then((code) => {
        throw new Error(`The chain node exited with code ${code} before answering:\n${output.join("\n")}`);
      }),
    ]);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }

  return {
    rpcUrl,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const killTimer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(killTimer);
    },
  };
}
