import type { DeploymentManifest } from "@griddle/sdk";
import { startChainNode, type ChainNode } from "../chain/startChainNode.ts";
import { deployToLocalChain } from "../deploy/deployToLocalChain.ts";
import { ensurePortFree } from "../ports/ensurePortFree.ts";
import { webDistDir } from "../startLocalStack.ts";
import { startStaticWebServer } from "../web/startStaticWebServer.ts";

export interface RestartableChainStackOptions {
  readonly host: string;
  readonly rpcPort: number;
  /** 0 lets the OS pick a free port. */
  readonly webPort: number;
  /** Receives the chain node's output lines, each prefixed '[chain] '. */
  readonly onChainOutput?: (line: string) => void;
}

export interface RestartableChainStack {
  readonly rpcUrl: string;
  readonly webUrl: string;
  /** The manifest of the chain running now. */
  readonly manifest: DeploymentManifest;
  /**
   * Restarts the chain as a developer restarting `npm start` would: stops the node, starts a fresh
   * chain on the same port, deploys and seeds it again, and only then serves its manifest at
   * /deployment.json (the old one until then). Resolves with the new chain's manifest.
   */
  restartChain(): Promise<DeploymentManifest>;
  stop(): Promise<void>;
}

/**
 * The chain, its deployment and the production web app, without the indexer, the API or keepers: a
 * small stack of its own for a test that restarts the chain under a running app, which the suite's
 * shared stack, used by every other test, must never do.
 */
export async function startRestartableChainStack(
  options: RestartableChainStackOptions,
): Promise<RestartableChainStack> {
  await ensurePortFree(options.rpcPort, options.host, "RPC_PORT");
  const startChain = (): Promise<ChainNode> =>
    startChainNode({ host: options.host, port: options.rpcPort, onOutput: options.onChainOutput });

  let chain = await startChain();
  try {
    let manifest = await deployToLocalChain(chain.rpcUrl);
    const web = await startStaticWebServer({
      root: webDistDir,
      host: options.host,
      port: options.webPort,
      deploymentJson: JSON.stringify(manifest),
    });
    return {
      rpcUrl: chain.rpcUrl,
      webUrl: web.url,
      get manifest() {
        return manifest;
      },
      async restartChain() {
        await chain.stop();
        chain = await startChain();
        manifest = await deployToLocalChain(chain.rpcUrl);
        web.setDeploymentJson(JSON.stringify(manifest));
        return manifest;
      },
      async stop() {
        await web.stop();
        await chain.stop();
      },
    };
  } catch (error) {
    await chain.stop();
    throw error;
  }
}
