import { spawn } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { repoRoot } from "@griddle/stack";

const webDir = path.join(repoRoot, "apps", "web");
const viteCli = path.join(repoRoot, "node_modules", "vite", "bin", "vite.js");

/**
 * Builds the web app for another chain (VITE_CHAIN_ID, a build-time setting) into a new temporary
 * folder and returns it: the suite's own build targets the local chain.
 */
export async function buildWebForChain(chainId: number): Promise<string> {
  const outDir = await mkdtemp(path.join(tmpdir(), `griddle-web-${chainId}-`));
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const build = spawn(process.execPath, [viteCli, "build", "--outDir", outDir, "--emptyOutDir"], {
      cwd: webDir,
      env: { ...process.env, VITE_CHAIN_ID: String(chainId) },
    });
    build.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    build.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    build.on("error", reject);
    build.on("close", resolve);
  });
  if (code !== 0) throw new Error(`The web build for chain ${chainId} failed:\n${output.join("")}`);
  return outDir;
}
