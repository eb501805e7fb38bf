// GET /api/users/{address} and POST /api/users on both databases: the name rules, every kind of
// forged or replayed signature, bad bodies, and the races the unique indexes decide.
import assert from "node:assert/strict";
import { after, before, beforeEach, describe, it } from "node:test";
import type { OpenDatabase } from "../src/db/openDatabase.ts";
import { MAX_BODY_BYTES } from "../src/http/createApp.ts";
import { answer, createTestApp, type TestApp } from "./support/createTestApp.ts";
import { devAccount, signRegistration } from "./support/signRegistration.ts";
import { TEST_DATABASES } from "./support/testDatabases.ts";

const alice = devAccount(1);
const bob = devAccount(2);
const carol = devAccount(3);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

for (const database of TEST_DATABASES) {
  describe(`usernames on ${database.name}`, () => {
    let opened: OpenDatabase;
    let api: TestApp;

    before(async () => {
      opened = await database.open();
    });
    after(async () => {
      await opened.close();
    });
    beforeEach(async () => {
      await opened.db.execute("TRUNCATE usernames, spent_username_messages");
      api = await createTestApp(opened);
      api.registry.activate(alice.address, bob.address, carol.address);
    });

    describe("GET /api/users/{address}", () => {
      it("answers an empty username for an address without one, checksumming the address", async () => {
        assert.deepEqual(await answer(await api.app.request(`/api/users/${alice.address.toLowerCase()}`)), {
          status: 200,
          body: { address: alice.address, username: "" },
        });
      });

      it("refuses what is not an address with 400", async () => {
        for (const address of ["0x1234", "alice", "0x70997970C51812dc3A010C7d01b50e0d17dc79c8"]) {
          const { status, body } = await answer(await api.app.request(`/api/users/${address}`));
          assert.equal(status, 400, address);
          assert.deepEqual(body, { error: "The address must be a 0x-prefixed 20-byte hex address." });
        }
      });
    });

    describe("GET /api/users/valid/{username}", () => {
      it("says a free name that keeps the rules is valid, and a taken one in any case is not", async () => {
        assert.deepEqual(await answer(await api.app.request("/api/users/valid/SyrupSam")), {
          status: 200,
          body: { username: "SyrupSam", valid: true },
        });
        const registration = await signRegistration(alice, "SyrupSam");
        assert.equal((await api.register(registration)).status, 201);
        assert.deepEqual(await answer(await api.app.request("/api/users/valid/syrupsam")), {
          status: 409,
          body: { error: "Username taken" },
        });
      });

      it("names the rule a name breaks with 400", async () => {
        for (const [name, error] of [
          ["ab", "A username has at least 3 characters."],
          ["a".repeat(16), "A username has at most 15 characters."],
          ["no%20space", "A username has only letters and numbers: no spaces or special characters."],
        ] as const) {
          assert.deepEqual(await answer(await api.app.request(`/api/users/valid/${name}`)), {
            status: 400,
            body: { error },
          });
        }
      });
    });

    describe("POST /api/users", () => {
      it("sets the username an account signed for, which GET then answers in any address case", async () => {
        assert.deepEqual(await answer(await api.register(await signRegistration(alice, "Alice42"))), {
          status: 201,
          body: { address: alice.address, username: "Alice42" },
        });
        assert.equal(await api.usernameOf(alice.address.toLowerCase()), "Alice42");
        assert.equal(await api.usernameOf(`0x${alice.address.slice(2).toUpperCase()}`), "Alice42");
      });

      it("never changes a username: a second registration for the address is 409", async () => {
        await api.register(await signRegistration(alice, "Alice42"));
        assert.deepEqual(await answer(await api.register(await signRegistration(alice, "Alice43"))), {
          status: 409,
          body: { error: "This address already has the username 'Alice42'; it cannot be changed." },
        });
        assert.equal(await api.usernameOf(alice.address), "Alice42");
      });

      it("keeps names unique regardless of case", async () => {
        await api.register(await signRegistration(alice, "Pancake"));
        for (const name of ["Pancake", "pancake", "PANCAKE"]) {
          assert.deepEqual(await answer(await api.register(await signRegistration(bob, name))), {
            status: 409,
            body: { error: "Username taken" },
          });
        }
        assert.equal(await api.usernameOf(bob.address), "");
      });

      it("lets exactly one of two accounts racing for one name have it", async () => {
        const [first, second] = await Promise.all([
          signRegistration(alice, "Racer").then(api.register),
          signRegistration(bob, "RACER").then(api.register),
        ]);
        const answers = [await answer(first), await answer(second)];
        assert.deepEqual(answers.map(({ status }) => status).sort(), [201, 409]);
        assert.deepEqual(answers.find(({ status }) => status === 409)?.body, { error: "Username taken" });
        const names = [await api.usernameOf(alice.address), await api.usernameOf(bob.address)];
        assert.deepEqual(names.filter((name) => name !== "").length, 1);
      });

      it("sets one name when one account sends two at once", async () => {
        const [first, second] = await Promise.all([
          signRegistration(carol, "CarolOne").then(api.register),
          signRegistration(carol, "CarolTwo").then(api.register),
        ]);
        assert.deepEqual([first.status, second.status].sort(), [201, 409]);
        assert.match(await api.usernameOf(carol.address), /^CarolOne|CarolTwo$/);
      });

      it("refuses a signature by another account with 401", async () => {
        const forged = await signRegistration(bob, "Mallory", { address: alice.address });
        assert.deepEqual(await answer(await api.register(forged)), {
          status: 401,
          body: { error: `The signature is not ${alice.address}'s.` },
        });
        assert.equal(await api.usernameOf(alice.address), "");
      });

      it("refuses a message signed for another address, even by that address", async () => {
        const bobs = await signRegistration(bob, "BobsName");
        const { status, body } = await answer(await api.register({ ...bobs, address: alice.address }));
        assert.equal(status, 401);
        assert.deepEqual(body, { error: `The signed message is for ${bob.address}, not ${alice.address}.` });
      });

      it("refuses a message naming another username than the body's", async () => {
        const signed = await signRegistration(alice, "Alice42");
        assert.deepEqual(await answer(await api.register({ ...signed, username: "Alice99" })), {
          status: 401,
          body: { error: "The signed message is for the username 'Alice42', not 'Alice99'." },
        });
      });

      it("refuses a message for another chain", async () => {
        const signed = await signRegistration(alice, "Alice42", { chainId: 56 });
        assert.deepEqual(await answer(await api.register(signed)), {
          status: 401,
          body: { error: "The signed message is for chain 56; this API serves chain 31337." },
        });
      });

      it("refuses a message older than 10 minutes, or dated ahead", async () => {
        const stale = await signRegistration(alice, "Alice42", { issuedAt: minutesAgo(11) });
        const { status, body } = await answer(await api.register(stale));
        assert.equal(status, 401);
        assert.match((body as { error: string }).error, /^The signed message expired/);
        const ahead = await signRegistration(alice, "Alice42", { issuedAt: minutesAgo(-5) });
        assert.equal((await api.register(ahead)).status, 401);
        assert.equal(await api.usernameOf(alice.address), "");
      });

      it("takes a signed message once: a replay is 401, after a success or racing it", async () => {
        const signed = await signRegistration(alice, "Alice42");
        assert.equal((await api.register(signed)).status, 201);
        assert.deepEqual(await answer(await api.register(signed)), {
          status: 401,
          body: { error: "This signed message was already used: sign a new one." },
        });
        const bobs = await signRegistration(bob, "BobsName");
        const statuses = (await Promise.all([api.register(bobs), api.register(bobs)])).map((r) => r.status);
        assert.deepEqual(statuses.sort(), [201, 401]);
      });

      it("refuses a replay even where the username has since gone", async () => {
        const signed = await signRegistration(alice, "Alice42");
        assert.equal((await api.register(signed)).status, 201);
        // Names are never deleted by the API; an operator removing one must not revive old signatures.
        await opened.db.execute("DELETE FROM usernames");
        assert.equal((await api.register(signed)).status, 401);
        assert.equal(await api.usernameOf(alice.address), "");
      });

      it("asks for an active profile on chain: 403 without, nothing written", async () => {
        const dave = devAccount(4);
        const signed = await signRegistration(dave, "Dave");
        assert.deepEqual(await answer(await api.register(signed)), {
          status: 403,
          body: {
            error: `${dave.address} has no active profile: create or reactivate one before choosing a username.`,
          },
        });
        assert.equal(await api.usernameOf(dave.address), "");
        // Nothing was spent either: the same message works once the profile is there.
        api.registry.activate(dave.address);
        assert.equal((await api.register(signed)).status, 201);
      });

      it("answers 503 while the profile contract cannot be read", async () => {
        api.registry.down = true;
        assert.deepEqual(await answer(await api.register(await signRegistration(alice, "Alice42"))), {
          status: 503,
          body: { error: "The profile contract could not be read: try again in a moment." },
        });
      });

      it("answers 503 on a chain without profiles", async () => {
        const noProfiles = await createTestApp(opened, { profiles: false });
        assert.deepEqual(await answer(await noProfiles.register(await signRegistration(alice, "Alice42"))), {
          status: 503,
          body: { error: "Profiles are not available on this chain" },
        });
      });

      it("refuses names against the rules with 400", async () => {
        const cases = [
          ["ab", "A username has at least 3 characters."],
          ["SixteenLetters16", "A username has at most 15 characters."],
          ["two words", "A username has only letters and numbers: no spaces or special characters."],
          ["émile", "A username has only letters and numbers: no spaces or special characters."],
        ] as const;
        for (const [name, error] of cases) {
          assert.deepEqual(await answer(await api.register(await signRegistration(alice, name))), {
            status: 400,
            body: { error },
          });
        }
      });

      it("refuses bad JSON and bad fields with 400", async () => {
        const signed = await signRegistration(alice, "Alice42");
        const cases: [unknown, string][] = [
          ['{"address": ', "The body is not valid JSON."],
          ["", "The body is not valid JSON."],
          [[signed], "The body must be a JSON object with address, username, message and signature."],
          [{ ...signed, address: "0x12" }, "address must be a 0x-prefixed 20-byte hex address."],
          [{ ...signed, username: 42 }, "username must be a string."],
          [{ ...signed, message: "" }, "message must be the signed text."],
          [{ ...signed, signature: "signed" }, "signature must be a 0x-prefixed hex string."],
        ];
        for (const [body, error] of cases) {
          assert.deepEqual(await answer(await api.register(body)), { status: 400, body: { error } }, error);
        }
        const garbled = await answer(
          await api.register({ ...signed, message: "Please set my name to Alice42" }),
        );
        assert.equal(garbled.status, 400);
        assert.match((garbled.body as { error: string }).error, /^Not a Griddle username message: /);
        assert.equal(await api.usernameOf(alice.address), "");
      });

      it("refuses a signature that is hex but not a signature with 401", async () => {
        const signed = await signRegistration(alice, "Alice42");
        assert.equal((await api.register({ ...signed, signature: "0x1234" })).status, 401);
      });

      it("refuses a body over the limit with 413 before reading it", async () => {
        const signed = await signRegistration(alice, "Alice42");
        const oversized = { ...signed, padding: "x".repeat(MAX_BODY_BYTES) };
        assert.deepEqual(await answer(await api.register(oversized)), {
          status: 413,
          body: { error: `The request body is larger than ${MAX_BODY_BYTES} bytes.` },
        });
        assert.equal(await api.usernameOf(alice.address), "");
      });
    });
  });
}
