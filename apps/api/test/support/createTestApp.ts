import { LOCAL_CHAIN_ID } from "@griddle/sdk";
import type { Hono } from "hono";
import type { OpenDatabase } from "../../src/db/openDatabase.ts";
import { createApp } from "../../src/http/createApp.ts";
import { loadImageFiles } from "../../src/images/loadImageFiles.ts";
import { createVotingSpaces } from "../../src/voting/spaces/createVotingSpaces.ts";
import { FakeProfileRegistry } from "./FakeProfileRegistry.ts";
import { FakeVotingChain } from "./FakeVotingChain.ts";
import { devAccount } from "./signRegistration.ts";

export const TEST_PUBLIC_URL = "http://api.test:4000";

export interface TestApp {
  readonly app: Hono;
  readonly registry: FakeProfileRegistry;
  readonly chain: FakeVotingChain;
  /** POSTs `body` (JSON-encoded unless a string) to /api/users. */
  register(body: unknown): Promise<Response>;
  /** GET /api/users/{address}'s JSON body, after checking it answered 200. */
  usernameOf(address: string): Promise<string>;
}

/**
 * The API on `database`, a fake profile contract on the local chain (or none with `profiles: false`)
 * and a fake chain for voting power, with dev account 0 the Core space's admin.
 */
export async function createTestApp(
  database: OpenDatabase,
  { profiles = true, now }: { profiles?: boolean; now?: () => Date } = {},
): Promise<TestApp> {
  const registry = new FakeProfileRegistry();
  const chain = new FakeVotingChain();
  const app = createApp({
    db: database.db,
    profiles: profiles ? { chainId: LOCAL_CHAIN_ID, registry } : undefined,
    publicUrl: TEST_PUBLIC_URL,
    images: await loadImageFiles(),
    voting: { chain, spaces: createVotingSpaces([devAccount(0).address]) },
    now,
    logError: (error) => console.error(error),
  });
  return {
    app,
    registry,
    chain,
    register: async (body) =>
      app.request("/api/users", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    usernameOf: async (address) => {
      const response = await app.request(`/api/users/${address}`);
      if (response.status !== 200) throw new Error(`GET /api/users/${address} answered ${response.status}`);
      return ((await response.json()) as { username: string }).username;
    },
  };
}

/** The status and JSON body of a response, to compare in one assertion. */
export async function answer(response: Response): Promise<{ status: number; body: unknown }> {
  return { status: response.status, body: await response.json() };
}
