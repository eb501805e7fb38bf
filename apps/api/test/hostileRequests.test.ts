// Issue 26: generated garbage in every route's path, query, headers and body. The API must answer
// each with a 4xx and a JSON error (GraphQL: its errors list), never a 5xx or a crash, and a refused
// request must change no stored record. In process (app.request) on PGlite and Postgres, seeded with a
// username, a proposal and a vote; the run counts are bounded so the file takes seconds.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { LOCAL_CHAIN_ID } from "@griddle/sdk";
import fc from "fast-check";
import type { Hono } from "hono";
import { parseEther, type Hex } from "viem";
import type { OpenDatabase } from "../src/db/openDatabase.ts";
import { createApp, MAX_BODY_BYTES } from "../src/http/createApp.ts";
import { loadImageFiles } from "../src/images/loadImageFiles.ts";
import { createVotingSpaces } from "../src/voting/spaces/createVotingSpaces.ts";
import { FakeProfileRegistry } from "./support/FakeProfileRegistry.ts";
import { FakeVotingChain } from "./support/FakeVotingChain.ts";
import { TEST_PUBLIC_URL } from "./support/createTestApp.ts";
import { postJson } from "./support/hubRequests.ts";
import { proposalMessage, signEnvelope, voteMessage } from "./support/signHubMessage.ts";
import { devAccount, signRegistration } from "./support/signRegistration.ts";
import { TEST_DATABASES } from "./support/testDatabases.ts";

const admin = devAccount(0);
const alice = devAccount(1);
const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype", "toString"];

/** Text a client could put anywhere: any characters, prototype keys, markup, number-like and hex-like text. */
const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 60 }) },
  fc.constantFrom(
    ...PROTOTYPE_KEYS,
    `<img src=x onerror=alert(1)>`,
    "' OR 1=1 --",
    "%00",
    "..",
    "../../etc/passwd",
  ),
  fc.bigInt({ min: -(10n ** 80n), max: 10n ** 80n }).map(String),
  fc.string({ unit: fc.constantFrom(..."0123456789abcdefABCDEF"), maxLength: 70 }).map((hex) => `0x${hex}`),
);

const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.constantFrom(null, true, false, 0, -1, 1e308, 2 ** 53 + 1),
    hostileText,
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), hostileText), tie("value"), { maxKeys: 4 }),
  ),
})).value;

/** A body: JSON of any shape, JSON shaped like the route's own with garbage fields, raw text, or too much. */
function hostileBody(shape: Record<string, unknown>): fc.Arbitrary<string> {
  const shaped = fc
    .record(Object.fromEntries(Object.keys(shape).map((key) => [key, hostileJson])))
    .map((garbage) => JSON.stringify({ ...shape, ...garbage }));
  return fc.oneof(
    hostileJson.map((value) => JSON.stringify(value) ?? "null"),
    shaped,
    hostileText,
    fc.constant("x".repeat(MAX_BODY_BYTES + 1)),
  );
}

/** A path segment as a client would send it: percent-encoded garbage (UTF-8 has no lone surrogates). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const segment = fc.oneof(
  {
    weight: 4,
    arbitrary: hostileText
      .filter((text) => text !== "" && !LONE_SURROGATE.test(text))
      .map(encodeURIComponent),
  },
  // Sent raw: percent-escapes that do not decode, and a NUL.
  fc.constantFrom("%", "%E0%A4%A", "%ZZ", "%00", "..%2F..%2Fetc", "%ED%A0%80"),
);

interface HostileRequest {
  readonly method: string;
  readonly path: string;
  readonly contentType: string;
  readonly body: string | undefined;
}

const getRequest = (path: fc.Arbitrary<string>): fc.Arbitrary<HostileRequest> =>
  fc.record({
    method: fc.constant("GET"),
    path,
    contentType: fc.constant("application/json"),
    body: fc.constant(undefined),
  });

const postRequest = (path: string, shape: Record<string, unknown>): fc.Arbitrary<HostileRequest> =>
  fc.record({
    method: fc.constant("POST"),
    path: fc.constant(path),
    contentType: fc.oneof(
      fc.constant("application/json"),
      hostileText.filter((text) => /^[\x20-\x7e]*$/.test(text)),
    ),
    body: hostileBody(shape),
  });

for (const database of TEST_DATABASES) {
  describe(`the API on hostile requests on ${database.name} (issue 26)`, () => {
    let opened: OpenDatabase;
    let app: Hono;
    const unexpected: unknown[] = [];

    /** Every stored row, in a stable order: what a refused request must leave exactly as it was. */
    async function storedRecords(): Promise<string> {
      const tables = ["usernames", "spent_username_messages", "hub_messages", "proposals", "votes"];
      const rows = await Promise.all(
        tables.map(
          async (table) =>
            ((await opened.db.execute(`SELECT * FROM ${table} ORDER BY 1`)) as unknown as { rows: unknown[] })
              .rows,
        ),
      );
      return JSON.stringify(rows);
    }

    before(async () => {
      opened = await database.open();
      const registry = new FakeProfileRegistry();
      registry.activate(alice.address);
      const chain = new FakeVotingChain();
      for (const account of [admin, alice]) chain.hold(account.address, parseEther("100"));
      app = createApp({
        db: opened.db,
        profiles: { chainId: LOCAL_CHAIN_ID, registry },
        publicUrl: TEST_PUBLIC_URL,
        images: await loadImageFiles(),
        voting: { chain, spaces: createVotingSpaces([admin.address]) },
        logError: (error) => unexpected.push(error),
      });
      const registered = await app.request("/api/users", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(await signRegistration(alice, "SyrupSam")),
      });
      assert.equal(registered.status, 201);
      const proposed = await postJson(
        app,
        "/api/msg",
        await signEnvelope(alice, "proposal", proposalMessage(alice.address)),
      );
      const { id } = (await proposed.json()) as { id: Hex };
      assert.equal(proposed.status, 200);
      const voted = await postJson(
        app,
        "/api/msg",
        await signEnvelope(alice, "vote", voteMessage(alice.address, id)),
      );
      assert.equal(voted.status, 200);
    });

    after(async () => {
      await opened.close();
    });

    const requests = fc.oneof(
      getRequest(segment.map((address) => `/api/users/${address}`)),
      getRequest(segment.map((username) => `/api/users/valid/${username}`)),
      getRequest(segment.map((id) => `/api/teams/${id}`)),
      getRequest(segment.map((file) => `/api/collectibles/${file}`)),
      getRequest(fc.tuple(segment, segment).map(([kind, file]) => `/images/${kind}/${file}`)),
      getRequest(
        fc.tuple(segment, segment).map(([address, block]) => `/api/voting-power/${address}?block=${block}`),
      ),
      getRequest(fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join("/")}`)),
      postRequest("/api/users", {
        address: alice.address,
        username: "Griddler",
        message: "",
        signature: "0x",
      }),
      postRequest("/api/msg", { address: alice.address, sig: "0x", data: {} }),
      postRequest("/verify", { block: 100, votes: [] }),
      postRequest("/graphql", { query: "{ proposals { id } }", variables: {} }),
    );

    it("answers every generated request with a JSON refusal or answer, never a 5xx, and changes nothing", async (context) => {
      const before = await storedRecords();
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(requests, async ({ method, path, contentType, body }) => {
          const response = await app.request(path, {
            method,
            headers: { "Content-Type": contentType },
            ...(body === undefined ? {} : { body }),
          });
          const label = `${method} ${path} ${contentType} ${body?.slice(0, 200)}`;
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          assert.ok(response.status < 500, `${response.status} for ${label}`);
          assert.deepEqual(unexpected, [], label);
          const answer: unknown = await response.json();
          if (response.status >= 400) {
            const { error, errors } = answer as { error?: unknown; errors?: { message?: unknown }[] };
            assert.ok(
              typeof error === "string" || (Array.isArray(errors) && typeof errors[0]?.message === "string"),
              `${response.status} without a JSON error for ${label}: ${JSON.stringify(answer)}`,
            );
          }
          if (method === "POST" && path !== "/graphql" && path !== "/verify") {
            // A write from garbage: no signature holds, so it is refused.
            assert.ok(response.status >= 400, `${response.status} for ${label}`);
          }
          assert.equal(await storedRecords(), before, `stored records changed after ${label}`);
        }),
        { numRuns: 200, seed: 26 },
      );
      const counts = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${count} × ${status}`);
      context.diagnostic(`statuses: ${counts.join(", ")}`);
    });

    it("still serves what was stored after the run", async () => {
      const response = await app.request(`/api/users/${alice.address}`);
      assert.deepEqual(await response.json(), { address: alice.address, username: "SyrupSam" });
    });
  });
}
