import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { CompetitionSchedule, LotterySchedule, PredictionRoundLengths } from "@griddle/contracts/deploy";
import { enabledKeepers, type KeepersConfig } from "@griddle/keepers";
import type { DeploymentManifest } from "@griddle/sdk";
import { apiUrl } from "./api/apiUrl.ts";
import { seedDevProposals } from "./api/seedDevProposals.ts";
import { seedDevUsernames } from "./api/seedDevUsernames.ts";
import { startApi, type Api } from "./api/startApi.ts";
import { startChainNode, type ChainNode } from "./chain/startChainNode.ts";
import { deployToLocalChain } from "./deploy/deployToLocalChain.ts";
import { indexerUrls } from "./indexer/indexerUrls.ts";
import { startIndexer, type Indexer } from "./indexer/startIndexer.ts";
import { createEmptyDatabase } from "./postgres/createEmptyDatabase.ts";
import { STACK_DATABASE_NAMES } from "./postgres/stackDatabaseNames.ts";
import { startKeeper, type Keeper } from "./keepers/startKeeper.ts";
import { ensurePortFree } from "./ports/ensurePortFree.ts";
import { startStaticWebServer, type WebServer } from "./web/startStaticWebServer.ts";
import { startDevWebServer } from "./web/startDevWebServer.ts";

export const repoRoot = path.resolve(import.meta.dirname, "..", "..");
export const webDistDir = path.join(repoRoot, "apps", "web", "dist");

export interface LocalStackOptions {
  readonly host: string;
  readonly rpcPort: number;
  /** 0 lets the OS pick a free port (tests). */
  readonly webPort: number;
  /** 'static' serves the production build, 'dev' runs Vite with hot reload. */
  readonly web: "static" | "dev";
  /** Where the manifest is written for other processes (indexer, API, Vite). */
  readonly manifestPath: string;
  /** Receives the chain node's output lines, each prefixed '[chain] '. */
  readonly onChainOutput?: (line: string) => void;
  /**
   * Runs the Ponder indexer (apps/indexer) against the chain after the deploy, with its PGlite
   * database in an `indexer` folder beside the manifest, passing its output lines prefixed
   * '[indexer] ' to `onOutput`. Off when absent (`npm start -- --no-indexer`).
   */
  readonly indexer?: { readonly port: number; readonly onOutput?: (line: string) => void };
  /**
   * Runs the API service (apps/api) after the deploy, with its PGlite database in an `api` folder
   * beside the manifest, then registers the dev accounts' usernames through it; its output lines go
   * to `onOutput` prefixed '[api] '. Off when absent.
   */
  readonly api?: { readonly port: number; readonly onOutput?: (line: string) => void };
  /** The prediction game's round lengths (shorter rounds for demos); the contract's 100 and 20 blocks when absent. */
  readonly prediction?: PredictionRoundLengths;
  /**
   * The lottery keeper's round length and seed secret: the seed leaves it an open round that long,
   * committed to its secret's seed. 5-minute rounds on the public local secret when absent.
   */
  readonly lottery?: LotterySchedule;
  /** How the competition keeper runs the phases (in the manifest); 3 and 12 minutes when absent. */
  readonly competition?: CompetitionSchedule;
  /**
   * Runs the keepers `config` turns on (apps/keepers) after the deploy, passing their output lines
   * prefixed with their names to `onOutput`. None when absent: the end-to-end suite drives the game
   * itself.
   */
  readonly keepers?: { readonly config: KeepersConfig; readonly onOutput?: (line: string) => void };
  /**
   * A Postgres server (DATABASE_URL) for the indexer's and the API's tables instead of PGlite: each
   * gets its own database on it, dropped and created empty on every start, because the chain is new
   * (see STACK_DATABASE_NAMES). PGlite folders beside the manifest when absent.
   */
  readonly databaseUrl?: string;
}

export interface LocalStack {
  readonly manifest: DeploymentManifest;
  readonly rpcUrl: string;
  readonly webUrl: string;
  /** Started but not waited for: the app works while it catches up, and without it. */
  readonly indexer: Indexer | undefined;
  /** Usernames, teams, collectible metadata and images (none without the `api` option). */
  readonly api: Api | undefined;
  /** The keepers running (none without the `keepers` option). */
  readonly keepers: readonly Keeper[];
  /** Resolves if the chain node dies on its own, so the caller can shut the rest down. */
  readonly chainExited: Promise<number | null>;
  stop(): Promise<void>;
}

/** Starts the chain, deploys and seeds it, writes the manifest, then serves the app. */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  await ensurePortFree(options.rpcPort, options.host, "RPC_PORT");
  if (options.webPort !== 0) await ensurePortFree(options.webPort, options.host, "PORT");
  if (options.indexer) await ensurePortFree(options.indexer.port, options.host, "INDEXER_PORT");
  if (options.api) await ensurePortFree(options.api.port, options.host, "API_PORT");

  const started: { stop(): Promise<void> }[] = [];
  const stopAll = async (): Promise<void> => {
    for (const part of started.reverse()) await part.stop();
  };
  try {
    const chain: ChainNode = await startChainNode({
      host: options.host,
      port: options.rpcPort,
      onOutput: options.onChainOutput,
    });
    started.push(chain);

    // Collectibles' tokenURIs point at the API's metadata, so the deploy needs its address first.
    const collectibleMetadataBaseUri = options.api
      ? `${apiUrl(options.host, options.api.port)}/api/collectibles/`
      : undefined;
    const deployed = await deployToLocalChain(chain.rpcUrl, {
      prediction: options.prediction,
      lottery: options.lottery,
      collectibleMetadataBaseUri,
      competition: options.competition,
    });
    // The app finds the services through the manifest, which it fetches as /deployment.json.
    const services = {
      ...(options.indexer && { indexerGraphqlUrl: indexerUrls(options.host, options.indexer.port).graphql }),
      ...(options.api && { apiUrl: apiUrl(options.host, options.api.port) }),
    };
    const manifest: DeploymentManifest =
      Object.keys(services).length > 0 ? { ...deployed, services } : deployed;
    const deploymentJson = JSON.stringify(manifest, null, 2);
    await mkdir(path.dirname(options.manifestPath), { recursive: true });
    await writeFile(options.manifestPath, deploymentJson + "\n");

    const emptyDatabase = (name: string): Promise<string> | undefined =>
      options.databaseUrl === undefined ? undefined : createEmptyDatabase(options.databaseUrl, name);
    const indexer = options.indexer
      ? await startIndexer({
          host: options.host,
          port: options.indexer.port,
          manifestPath: options.manifestPath,
          rpcUrl: chain.rpcUrl,
          dataDir: path.join(path.dirname(options.manifestPath), "indexer"),
          databaseUrl: await emptyDatabase(STACK_DATABASE_NAMES.indexer),
          onOutput: options.indexer.onOutput,
        })
      : undefined;
    if (indexer) started.push(indexer);

    const api = options.api
      ? await startApi({
          host: options.host,
          port: options.api.port,
          manifestPath: options.manifestPath,
          dataDir: path.join(path.dirname(options.manifestPath), "api"),
          databaseUrl: await emptyDatabase(STACK_DATABASE_NAMES.api),
          onOutput: options.api.onOutput,
        })
      : undefined;
    if (api) {
      started.push(api);
      const log = (line: string) => options.api?.onOutput?.(line);
      await seedDevUsernames(manifest, api.url, log);
      await seedDevProposals(manifest, api.url, log);
    }

    const keepers: Keeper[] = [];
    if (options.keepers) {
      const { config, onOutput } = options.keepers;
      // Started side by side; any that did start is stopped with the rest if another fails.
      const starts = await Promise.allSettled(
        enabledKeepers(config).map((name) =>
          startKeeper({ keeper: name, manifestPath: options.manifestPath, config, onOutput }),
        ),
      );
      for (const start of starts) if (start.status === "fulfilled") keepers.push(start.value);
      started.push(...keepers);
      const failed = starts.find((start) => start.status === "rejected");
      if (failed) throw failed.reason;
    }

    const web: WebServer =
      options.web === "dev"
        ? await startDevWebServer({
            host: options.host,
            port: options.webPort,
            manifestPath: options.manifestPath,
          })
        : await startStaticWebServer({
            root: webDistDir,
            host: options.host,
            port: options.webPort,
            deploymentJson,
          });
    started.push(web);

    return {
      manifest,
      rpcUrl: chain.rpcUrl,
      webUrl: web.url,
      indexer,
      api,
      keepers,
      chainExited: chain.exited,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
