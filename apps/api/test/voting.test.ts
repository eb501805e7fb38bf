// The voting hub on both databases with a fake chain: every refusal of POST /api/msg (forged,
// replayed, stale, cross-space, oversized envelopes, closed windows, bad choices, no power), one
// vote per voter, the audit log, GraphQL reads, POST /verify and GET /api/voting-power.
import assert from "node:assert/strict";
import { after, before, beforeEach, describe, it } from "node:test";
import { parseEther, type Hex } from "viem";
import type { OpenDatabase } from "../src/db/openDatabase.ts";
import { verificationHash } from "../src/voting/power/verificationHash.ts";
import { answer, createTestApp, type TestApp } from "./support/createTestApp.ts";
import { postJson, queryData } from "./support/hubRequests.ts";
import { nowSeconds, proposalMessage, signEnvelope, voteMessage } from "./support/signHubMessage.ts";
import { devAccount } from "./support/signRegistration.ts";
import { TEST_DATABASES } from "./support/testDatabases.ts";

const admin = devAccount(0);
const alice = devAccount(1);
const bob = devAccount(2);
const carol = devAccount(3);
const pauper = devAccount(4);
const SNAPSHOT_BLOCK = 90n;

const refusal = (description: string) => ({
  status: 400,
  body: { error: "client_error", error_description: description },
});

interface ProposalData {
  proposal: {
    id: string;
    state: string;
    votes: number;
    scores: number[];
    scores_total: number;
    body: string;
  } | null;
}

for (const database of TEST_DATABASES) {
  describe(`the voting hub on ${database.name}`, () => {
    let opened: OpenDatabase;
    let api: TestApp;

    const post = (envelope: unknown) => postJson(api.app, "/api/msg", envelope);
    const messageCount = async () => {
      const { rows } = (await opened.db.execute(
        "SELECT count(*)::int AS n FROM hub_messages",
      )) as unknown as {
        rows: { n: number }[];
      };
      return rows[0]?.n;
    };
    /** Posts `envelope`, expects the refusal `description`, and that nothing was stored. */
    const assertRefused = async (envelope: unknown, description: string) => {
      const before = await messageCount();
      assert.deepEqual(await answer(await post(envelope)), refusal(description));
      assert.equal(await messageCount(), before, "a refused message stores nothing");
    };
    const propose = async (overrides: Record<string, unknown> = {}, signer = alice): Promise<Hex> => {
      const response = await post(
        await signEnvelope(signer, "proposal", proposalMessage(signer.address, overrides)),
      );
      const body = (await response.json()) as { id: Hex };
      assert.equal(response.status, 200, JSON.stringify(body));
      return body.id;
    };
    const vote = async (proposal: string, signer = alice, overrides: Record<string, unknown> = {}) =>
      signEnvelope(signer, "vote", voteMessage(signer.address, proposal, overrides));
    const readProposal = async (id: string) =>
      (
        await queryData<ProposalData>(
          api.app,
          "query ($id: String!) { proposal(id: $id) { id state votes scores scores_total body } }",
          { id },
        )
      ).proposal;

    before(async () => {
      opened = await database.open();
    });
    after(async () => {
      await opened.close();
    });
    beforeEach(async () => {
      await opened.db.execute("TRUNCATE votes, proposals, hub_messages");
      api = await createTestApp(opened);
      api.chain.block = 100n;
      for (const account of [admin, alice, bob, carol]) api.chain.hold(account.address, parseEther("100"));
    });

    describe("proposals", () => {
      it("takes a signed proposal and answers its id, the typed-data hash GraphQL finds it by", async () => {
        const id = await propose();
        assert.match(id, /^0x[0-9a-f]{64}$/);
        const proposal = await readProposal(id);
        assert.deepEqual(proposal, {
          id,
          state: "active",
          votes: 0,
          scores: [0, 0],
          scores_total: 0,
          body: "## Why\n\nBecause.",
        });
      });

      it("stores a Markdown body with script payloads exactly as signed, and refuses one over 100,000 characters", async () => {
        const body =
          '# Hi <script>alert("x")</script>\n\n[click](javascript:alert(1)) <img src=x onerror=alert(1)>';
        const id = await propose({ body });
        assert.equal((await readProposal(id))?.body, body);
        await assertRefused(
          await signEnvelope(
            alice,
            "proposal",
            proposalMessage(alice.address, { body: "x".repeat(100_001) }),
          ),
          "body is too long: at most 100,000 characters",
        );
        await propose({ body: "y".repeat(100_000), title: "Longest" });
      });

      it("lets only admins propose in Core, and anyone with 10 CAKE in Community", async () => {
        await propose({ space: "core" }, admin);
        await assertRefused(
          await signEnvelope(alice, "proposal", proposalMessage(alice.address, { space: "core" })),
          "only the Core space's admins may create proposals in it",
        );
        api.chain.hold(pauper.address, parseEther("9.99"));
        await assertRefused(
          await signEnvelope(pauper, "proposal", proposalMessage(pauper.address)),
          "not enough voting power to propose: 9.99 CAKE at block 90, the Community space needs 10",
        );
      });

      it("counts the author's power at the snapshot block, not now", async () => {
        api.chain.hold(pauper.address, parseEther("50"), 95n);
        await assertRefused(
          await signEnvelope(pauper, "proposal", proposalMessage(pauper.address, { snapshot: 94 })),
          "not enough voting power to propose: 0 CAKE at block 94, the Community space needs 10",
        );
        await propose({ snapshot: 95 }, pauper);
      });

      it("refuses a snapshot block ahead of the chain, an end before the start, and too few choices", async () => {
        const cases: [Record<string, unknown>, string][] = [
          [{ snapshot: 101 }, "proposal snapshot must be in the past: the latest block is 100"],
          [{ start: nowSeconds(10), end: nowSeconds(10) }, "end must be after start"],
          [{ choices: ["Only"] }, "choices must hold 2 to 20 choices"],
          [{ choices: ["Yes", " "] }, "choice 2 must not be empty"],
          [{ title: "" }, "title must not be empty"],
          [{ type: "approval" }, "type must be 'single-choice', the only voting type this hub offers"],
          [{ app: "a".repeat(25) }, "app is too long: at most 24 characters"],
        ];
        for (const [overrides, description] of cases) {
          await assertRefused(
            await signEnvelope(alice, "proposal", proposalMessage(alice.address, overrides)),
            description,
          );
        }
      });

      it("refuses an unknown space", async () => {
        await assertRefused(
          await signEnvelope(alice, "proposal", proposalMessage(alice.address, { space: "cakeswap.eth" })),
          "unknown space: 'cakeswap.eth'",
        );
      });
    });

    describe("envelopes", () => {
      it("refuses a signature by another account, a message from another address, and a message changed after signing", async () => {
        const forged = await signEnvelope(bob, "proposal", proposalMessage(alice.address), {
          address: alice.address,
        });
        await assertRefused(
          forged,
          `signature validation failed: the message was not signed by ${alice.address}, nor approved by it as a contract wallet (EIP-1271)`,
        );
        const fromBob = await signEnvelope(alice, "proposal", proposalMessage(bob.address));
        await assertRefused(
          fromBob,
          `wrong from: the message is from ${bob.address}, the envelope from ${alice.address}`,
        );
        const signed = await signEnvelope(alice, "proposal", proposalMessage(alice.address));
        const tampered = {
          ...signed,
          data: { ...signed.data, message: { ...signed.data.message, title: "Mint CAKE" } },
        };
        assert.match(
          ((await (await post(tampered)).json()) as { error_description: string }).error_description,
          /^signature validation failed/,
        );
        await assertRefused(
          { ...signed, sig: "0x1234" },
          `signature validation failed: the message was not signed by ${alice.address}, nor approved by it as a contract wallet (EIP-1271)`,
        );
      });

      it("refuses the same envelope twice: a replay, whether later or racing", async () => {
        const signed = await signEnvelope(alice, "proposal", proposalMessage(alice.address));
        assert.equal((await post(signed)).status, 200);
        await assertRefused(signed, "duplicate message: this signed message was already received");
        const other = await signEnvelope(bob, "proposal", proposalMessage(bob.address, { title: "Race" }));
        const statuses = (await Promise.all([post(other), post(other)])).map(({ status }) => status);
        assert.deepEqual(statuses.sort(), [200, 400]);
      });

      it("refuses a message signed more than 6 days ago or dated more than 5 minutes ahead", async () => {
        const stale = await signEnvelope(
          alice,
          "proposal",
          proposalMessage(alice.address, { timestamp: nowSeconds(-6 * 86_400 - 5) }),
        );
        await assertRefused(
          stale,
          "wrong timestamp: the message was signed more than 6 days ago; sign it again",
        );
        const ahead = await signEnvelope(
          alice,
          "proposal",
          proposalMessage(alice.address, { timestamp: nowSeconds(310) }),
        );
        await assertRefused(
          ahead,
          "wrong timestamp: the message is dated more than 5 minutes ahead; check your device's clock",
        );
        await propose({ timestamp: nowSeconds(-6 * 86_400 + 60) });
      });

      it("refuses another domain, unknown types, Snapshot's vote types this hub does not offer, and malformed bodies", async () => {
        const signed = await signEnvelope(alice, "proposal", proposalMessage(alice.address));
        await assertRefused(
          { ...signed, data: { ...signed.data, domain: { name: "snapshot", version: "0.1.3" } } },
          "wrong domain: the hub takes Snapshot's { name: 'snapshot', version: '0.1.4' }",
        );
        const types = signed.data.types as { Proposal: { name: string; type: string }[] };
        await assertRefused(
          {
            ...signed,
            data: {
              ...signed.data,
              types: { Proposal: [...types.Proposal, { name: "extra", type: "string" }] },
            },
          },
          "wrong types: the hub takes Snapshot's Proposal and single-choice Vote types",
        );
        const ballot = await vote("0x" + "ab".repeat(32));
        const arrayTypes = {
          Vote: (ballot.data.types as { Vote: { name: string; type: string }[] }).Vote.map((field) =>
            field.name === "choice" ? { ...field, type: "uint32[]" } : field,
          ),
        };
        assert.match(
          (
            (await (await post({ ...ballot, data: { ...ballot.data, types: arrayTypes } })).json()) as {
              error_description: string;
            }
          ).error_description,
          /^wrong types: every proposal here is single-choice/,
        );
        await assertRefused(
          { address: alice.address },
          "The body must be a Snapshot envelope: { address, sig, data: { domain, types, message } }",
        );
        await assertRefused("{", "The body is not valid JSON");
        await assertRefused(
          { ...signed, address: "0x12" },
          "address must be a 0x-prefixed 20-byte hex address",
        );
        await assertRefused(
          { ...signed, data: { ...signed.data, message: { ...signed.data.message, extra: 1 } } },
          "unknown field in the message: extra",
        );
      });

      it("refuses an envelope over 1 MiB with 413 in Snapshot's shape", async () => {
        const { status, body } = await answer(await post({ padding: "x".repeat(1024 * 1024) }));
        assert.equal(status, 413);
        assert.deepEqual(body, {
          error: "client_error",
          error_description: "The request body is larger than 1048576 bytes.",
        });
      });

      it("answers 503 server_error while the chain cannot be read, storing nothing", async () => {
        const signed = await signEnvelope(alice, "proposal", proposalMessage(alice.address));
        api.chain.down = true;
        assert.deepEqual(await answer(await post(signed)), {
          status: 503,
          body: {
            error: "server_error",
            error_description: "The chain could not be read: try again in a moment",
          },
        });
        api.chain.down = false;
        assert.equal((await post(signed)).status, 200);
      });
    });

    describe("votes", () => {
      let proposalId: Hex;
      beforeEach(async () => {
        proposalId = await propose();
      });

      it("counts a vote with the hub's power reading at the snapshot block, kept with its breakdown", async () => {
        api.chain.hold(bob.address, parseEther("7.5"), 95n);
        const response = await post(await vote(proposalId, bob, { choice: 2, reason: "Less is more" }));
        assert.equal(response.status, 200);
        const { id } = (await response.json()) as { id: string };
        const { votes } = await queryData<{ votes: unknown[] }>(
          api.app,
          "query ($p: String!) { votes(where: { proposal: $p }) { id voter choice reason vp vp_by_strategy metadata { votingPower verificationHash } proposal { id } } }",
          { p: proposalId },
        );
        assert.deepEqual(votes, [
          {
            id,
            voter: bob.address,
            choice: 2,
            reason: "Less is more",
            vp: 100,
            vp_by_strategy: [100, 0, 0, 0, 0, 0],
            metadata: {
              votingPower: 100,
              verificationHash: verificationHash(bob.address, SNAPSHOT_BLOCK, parseEther("100")),
            },
            proposal: { id: proposalId },
          },
        ]);
        assert.deepEqual(await readProposal(proposalId), {
          id: proposalId,
          state: "active",
          votes: 1,
          scores: [0, 100],
          scores_total: 100,
          body: "## Why\n\nBecause.",
        });
      });

      it("keeps one vote per voter: a later one replaces it, an older or same-time one is refused, all accepted ones logged", async () => {
        const now = nowSeconds();
        const first = await vote(proposalId, alice, { choice: 1, timestamp: now - 20 });
        const later = await vote(proposalId, alice, { choice: 2, timestamp: now - 10 });
        const older = await vote(proposalId, alice, { choice: 1, timestamp: now - 15 });
        assert.equal((await post(first)).status, 200);
        assert.equal((await post(later)).status, 200);
        await assertRefused(
          older,
          "an equal or newer vote by this address is already counted: sign a new vote to change it",
        );
        const sameTime = await vote(proposalId, alice, {
          choice: 1,
          timestamp: now - 10,
          reason: "again",
        });
        await assertRefused(
          sameTime,
          "an equal or newer vote by this address is already counted: sign a new vote to change it",
        );
        assert.deepEqual((await readProposal(proposalId))?.scores, [0, 100]);
        assert.equal(await messageCount(), 3, "the proposal and both accepted votes stay in the audit log");
      });

      it("counts one vote when a voter's two votes race", async () => {
        const [a, b] = await Promise.all([
          vote(proposalId, carol, { choice: 1, timestamp: nowSeconds(-2) }),
          vote(proposalId, carol, { choice: 2, timestamp: nowSeconds(-1) }),
        ]);
        await Promise.all([post(a), post(b)]);
        const proposal = await readProposal(proposalId);
        assert.equal(proposal?.votes, 1);
        assert.equal(proposal?.scores_total, 100);
      });

      it("refuses a replayed vote as a duplicate", async () => {
        const ballot = await vote(proposalId);
        assert.equal((await post(ballot)).status, 200);
        await assertRefused(ballot, "duplicate message: this signed message was already received");
      });

      it("refuses a vote naming another space than its proposal's, an unknown proposal, and a forged voter", async () => {
        await assertRefused(
          await vote(proposalId, alice, { space: "core" }),
          "wrong space: the proposal is in 'community', the vote names 'core'",
        );
        const unknown = "0x" + "cd".repeat(32);
        await assertRefused(await vote(unknown), `unknown proposal: ${unknown}`);
        const forged = await signEnvelope(bob, "vote", voteMessage(alice.address, proposalId), {
          address: alice.address,
        });
        assert.match(
          ((await (await post(forged)).json()) as { error_description: string }).error_description,
          /^signature validation failed/,
        );
      });

      it("refuses a choice that is not one of the proposal's", async () => {
        for (const choice of [0, 3]) {
          await assertRefused(
            await vote(proposalId, alice, { choice }),
            "invalid choice: pick one choice from 1 to 2",
          );
        }
        const ballot = await vote(proposalId);
        // Not signable as a uint32: refused as read, before any signature check.
        await assertRefused(
          { ...ballot, data: { ...ballot.data, message: { ...ballot.data.message, choice: 1.5 } } },
          "choice must be a whole number from 0 to 4294967295",
        );
      });

      it("refuses a voter without power at the snapshot block, even one who has it now", async () => {
        api.chain.hold(pauper.address, parseEther("1000"), 91n);
        await assertRefused(
          await vote(proposalId, pauper),
          `no voting power: ${pauper.address} held no CAKE at the proposal's snapshot block 90`,
        );
      });

      it("refuses a reason, metadata or app over Snapshot's limits", async () => {
        const cases: [Record<string, unknown>, string][] = [
          [{ reason: "r".repeat(5_001) }, "reason is too long: at most 5,000 characters"],
          [{ metadata: "m".repeat(2_001) }, "metadata is too long: at most 2,000 characters"],
          [{ app: "a".repeat(25) }, "app is too long: at most 24 characters"],
        ];
        for (const [overrides, description] of cases)
          await assertRefused(await vote(proposalId, alice, overrides), description);
        assert.equal(
          (
            await post(
              await vote(proposalId, alice, { reason: "r".repeat(5_000), metadata: "m".repeat(2_000) }),
            )
          ).status,
          200,
        );
      });

      it("refuses votes signed or arriving outside the proposal's window", async () => {
        const start = nowSeconds(600);
        const pending = await propose({ start, end: start + 600, title: "Later" });
        await assertRefused(
          await vote(pending),
          `not in voting window: the vote is dated outside the proposal's voting period, ${new Date(start * 1000).toISOString()} to ${new Date((start + 600) * 1000).toISOString()}`,
        );
        const signedEarly = await vote(proposalId, alice, { timestamp: nowSeconds(-120) });
        assert.match(
          ((await (await post(signedEarly)).json()) as { error_description: string }).error_description,
          /^not in voting window: the vote is dated outside/,
        );

        // The same vote, signed in time, arriving after the end: the hub's clock has moved on.
        const closing = await propose({ start: nowSeconds(-60), end: nowSeconds(30), title: "Closing" });
        const inTime = await vote(closing);
        const afterEnd = await createTestApp(opened, { now: () => new Date((nowSeconds(31) + 1) * 1000) });
        afterEnd.chain.hold(alice.address, parseEther("1"));
        const { body } = await answer(await postJson(afterEnd.app, "/api/msg", inTime));
        assert.match(
          (body as { error_description: string }).error_description,
          /^not in voting window: the proposal takes votes from/,
        );
      });

      it("takes a vote from a contract wallet whose isValidSignature (EIP-1271) accepts its owner's signature", async () => {
        const wallet = "0x00000000000000000000000000000000000c0de1" as const;
        api.chain.addContractWallet(wallet, bob.address);
        api.chain.hold(wallet, parseEther("3"));
        const ballot = await signEnvelope(bob, "vote", voteMessage(wallet, proposalId), { address: wallet });
        assert.equal((await post(ballot)).status, 200);
        const byStranger = await signEnvelope(
          carol,
          "vote",
          voteMessage(wallet, proposalId, { timestamp: nowSeconds(1) }),
          { address: wallet },
        );
        assert.match(
          ((await (await post(byStranger)).json()) as { error_description: string }).error_description,
          /^signature validation failed/,
        );
        assert.equal((await readProposal(proposalId))?.scores_total, 3);
      });
    });

    describe("GraphQL", () => {
      it("lists active proposals by default, 5 a page by end descending, and filters by state and space", async () => {
        const ends = [1, 2, 3, 4, 5, 6].map((hours) => nowSeconds(hours * 3600));
        const ids = [];
        for (const [index, end] of ends.entries()) ids.push(await propose({ end, title: `P${index}` }));
        const pending = await propose({ start: nowSeconds(600), end: nowSeconds(7200), title: "Pending" });
        const core = await propose({ space: "core", title: "Core" }, admin);
        const { proposals } = await queryData<{ proposals: { id: string; title: string }[] }>(
          api.app,
          '{ proposals(where: { space: "community" }) { id title } }',
        );
        assert.deepEqual(
          proposals.map(({ title }) => title),
          ["P5", "P4", "P3", "P2", "P1"],
        );
        const page2 = await queryData<{ proposals: { id: string }[] }>(
          api.app,
          '{ proposals(first: 5, skip: 5, where: { space: "community" }) { id } }',
        );
        assert.deepEqual(
          page2.proposals.map(({ id }) => id),
          [ids[0]],
        );
        const pendingOnes = await queryData<{ proposals: { id: string; state: string }[] }>(
          api.app,
          '{ proposals(where: { state: "pending" }) { id state } }',
        );
        assert.deepEqual(pendingOnes.proposals, [{ id: pending, state: "pending" }]);
        const all = await queryData<{ proposals: { id: string; space: { id: string; name: string } }[] }>(
          api.app,
          '{ proposals(first: 100, where: { state: "all", space_in: ["core"] }) { id space { id name } } }',
        );
        assert.deepEqual(all.proposals, [{ id: core, space: { id: "core", name: "Core" } }]);
      });

      it("describes the spaces", async () => {
        const data = await queryData<unknown>(
          api.app,
          '{ space(id: "community") { id name admins minScore } core: space(id: "core") { admins minScore strategies { name } } }',
        );
        assert.deepEqual(data, {
          space: { id: "community", name: "Community", admins: [], minScore: 10 },
          core: {
            admins: [admin.address],
            minScore: 0,
            strategies: ["wallet", "vault", "manualPool", "partnerPools", "lpWallet", "lpFarm"].map(
              (name) => ({ name }),
            ),
          },
        });
      });

      it("pages votes by at most 1000, ordered by vp", async () => {
        const id = await propose();
        api.chain.hold(bob.address, parseEther("250"));
        for (const voter of [alice, bob, carol])
          assert.equal((await post(await vote(id, voter))).status, 200);
        const { votes } = await queryData<{ votes: { voter: string; vp: number }[] }>(
          api.app,
          'query ($p: String!) { votes(first: 2, where: { proposal: $p }, orderBy: "vp", orderDirection: desc) { voter vp } }',
          { p: id },
        );
        assert.deepEqual(votes[0], { voter: bob.address, vp: 250 });
        assert.equal(votes.length, 2);
        const tooMany = await answer(
          await postJson(api.app, "/graphql", { query: "{ votes(first: 1001) { id } }" }),
        );
        assert.deepEqual(
          (tooMany.body as { errors: { message: string }[] }).errors.map(({ message }) => message),
          ["first must be from 0 to 1000"],
        );
      });

      it("answers 400 with errors for a query that does not parse", async () => {
        const { status, body } = await answer(
          await postJson(api.app, "/graphql", { query: "{ proposals { " }),
        );
        assert.equal(status, 400);
        assert.equal((body as { errors: unknown[] }).errors.length, 1);
      });
    });

    describe("POST /verify and GET /api/voting-power", () => {
      it("recomputes each address's power at the block and says whether the shown total is it", async () => {
        api.chain.hold(bob.address, parseEther("40"), 95n);
        const aliceHash = verificationHash(alice.address, 92n, parseEther("100"));
        const response = await postJson(api.app, "/verify", {
          block: 92,
          votes: [
            { address: alice.address, verificationHash: aliceHash, total: 100 },
            { address: bob.address.toLowerCase(), verificationHash: "0x00", total: 40 },
          ],
        });
        assert.deepEqual(await answer(response), {
          status: 200,
          body: {
            [alice.address.toLowerCase()]: { isValid: true, total: 100, verificationHash: aliceHash },
            [bob.address.toLowerCase()]: {
              isValid: false,
              total: 100,
              verificationHash: verificationHash(bob.address, 92n, parseEther("100")),
            },
          },
        });
        assert.deepEqual(api.chain.reads.at(-1), 2, "one batch for every address");
      });

      it("verifies at the latest block when none is given, and refuses a block ahead or a bad body", async () => {
        const latest = await answer(
          await postJson(api.app, "/verify", { votes: [{ address: alice.address, total: "100" }] }),
        );
        assert.equal(
          (latest.body as Record<string, { isValid: boolean }>)[alice.address.toLowerCase()]?.isValid,
          true,
        );
        assert.deepEqual(await answer(await postJson(api.app, "/verify", { block: 101, votes: [] })), {
          status: 400,
          body: { error: "block 101 is ahead of the chain: the latest block is 100." },
        });
        assert.deepEqual(
          await answer(await postJson(api.app, "/verify", { votes: [{ address: "0x1", total: 1 }] })),
          {
            status: 400,
            body: { error: "votes[0].address must be a 0x-prefixed 20-byte hex address." },
          },
        );
      });

      it("answers an address's power and breakdown as CAKE decimal strings", async () => {
        api.chain.hold(bob.address, parseEther("12.5"), 95n);
        assert.deepEqual(
          await answer(await api.app.request(`/api/voting-power/${bob.address.toLowerCase()}?block=94`)),
          {
            status: 200,
            body: {
              address: bob.address,
              block: 94,
              total: "100",
              breakdown: {
                wallet: "100",
                vault: "0",
                manualPool: "0",
                partnerPools: "0",
                lpWallet: "0",
                lpFarm: "0",
              },
              verificationHash: verificationHash(bob.address, 94n, parseEther("100")),
            },
          },
        );
        const now = (await (await api.app.request(`/api/voting-power/${bob.address}`)).json()) as {
          block: number;
          total: string;
        };
        assert.deepEqual([now.block, now.total], [100, "12.5"]);
        assert.equal((await api.app.request("/api/voting-power/0x12")).status, 400);
        api.chain.down = true;
        assert.deepEqual(await answer(await api.app.request(`/api/voting-power/${bob.address}`)), {
          status: 503,
          body: { error: "The chain could not be read: try again in a moment." },
        });
      });
    });
  });
}
