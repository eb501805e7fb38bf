import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { ApiConfig } from "./config/readApiConfig.ts";
import { readApiManifest } from "./config/readApiManifest.ts";
import { openDatabase } from "./db/openDatabase.ts";
import { createApp } from "./http/createApp.ts";
import { loadImageFiles } from "./images/loadImageFiles.ts";
import { createChainProfileRegistry } from "./profile/createChainProfileRegistry.ts";
import { createChainVotingReader } from "./voting/power/createChainVotingReader.ts";
import { coreAdminsFor } from "./voting/spaces/coreAdminsFor.ts";
import { createVotingSpaces } from "./voting/spaces/createVotingSpaces.ts";

/** How the start line begins: the stack's ready check waits for /health, people read this. */
export const API_STARTED_PREFIX = "api listening on ";

export interface ApiServer {
  readonly url: string;
  /** Stops taking requests, lets those in flight finish, then closes the database. */
  close(): Promise<void>;
}

/** Opens and migrates the database, reads the deployment, and serves the API. */
export async function startApiServer(config: ApiConfig, log: (line: string) => void): Promise<ApiServer> {
  const deployment = await readApiManifest(config.manifestPath);
  const images = await loadImageFiles();
  const database = await openDatabase(config.database);
  const profiles =
    deployment.profileContract === undefined
      ? undefined
      : {
          chainId: deployment.chainId,
          registry: createChainProfileRegistry({
            rpcUrl: deployment.rpcUrl,
            profileContract: deployment.profileContract,
          }),
        };
  const coreAdmins = coreAdminsFor(config.votingAdmins, deployment.chainId);
  const app = createApp({
    db: database.db,
    profiles,
    publicUrl: config.publicUrl,
    images,
    voting: {
      chain: createChainVotingReader({ rpcUrl: deployment.rpcUrl, contracts: deployment.votingContracts }),
      spaces: createVotingSpaces(coreAdmins),
    },
    logError: (error) => console.error("Unexpected error:", error),
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, () =>
      resolve(started),
    );
    started.once("error", reject);
  }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host}:${port}`;
  const profileNote =
    deployment.profileContract === undefined
      ? "no profile contract in the deployment: registrations answer 503"
      : `profiles on chain ${deployment.chainId} at ${deployment.profileContract}`;
  const votingNote =
    coreAdmins.length === 0
      ? "no Core voting admins: set VOTING_ADMINS"
      : `Core voting admins ${coreAdmins.join(", ")}`;
  log(`${API_STARTED_PREFIX}${url} (${database.description}; ${profileNote}; ${votingNote})`);
  return {
    url,
    close: async () => {
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      await database.close();
    },
  };
}
