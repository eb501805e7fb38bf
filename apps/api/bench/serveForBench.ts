// The API on the database `DATABASE_URL` names (PGlite in memory when unset), where every address has
// an active profile: the benchmark's server, in a process of its own so it does not share a core with
// the load generator. Prints its URL once listening.
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { LOCAL_CHAIN_ID } from "@griddle/sdk";
import { openDatabase } from "../src/db/openDatabase.ts";
import { createApp } from "../src/http/createApp.ts";
import { loadImageFiles } from "../src/images/loadImageFiles.ts";
import { createVotingSpaces } from "../src/voting/spaces/createVotingSpaces.ts";
import { FakeVotingChain } from "../test/support/FakeVotingChain.ts";

const url = process.env.DATABASE_URL;
const database = await openDatabase(url === undefined ? { kind: "memory" } : { kind: "postgres", url });
const app = createApp({
  db: database.db,
  profiles: { chainId: LOCAL_CHAIN_ID, registry: { hasActiveProfile: async () => true } },
  publicUrl: "http://127.0.0.1",
  images: await loadImageFiles(),
  // The username lookup reads no chain; the voting hub's own benchmark runs against a real one.
  voting: { chain: new FakeVotingChain(), spaces: createVotingSpaces([]) },
});
const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, () => {
  console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.once("SIGTERM", () => server.close(() => void database.close().then(() => process.exit(0))));
