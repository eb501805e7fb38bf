// The published Snapshot client, unchanged, against our hub over HTTP: snapshot.js's Client712 with
// an ethers wallet creates a proposal and casts votes at POST /api/msg, reads back the hub's refusal
// as Snapshot's sequencer words it, and computes the same ids (typed-data hashes) as the hub.
import assert from "node:assert/strict";
import type { AddressInfo } from "node:net";
import { after, before, describe, it } from "node:test";
import { Wallet } from "@ethersproject/wallet";
import { serve } from "@hono/node-server";

import { parseEther, toHex } from "viem";
import type { OpenDatabase } from "../src/db/openDatabase.ts";
import { createTestApp, type TestApp } from "./support/createTestApp.ts";
import { queryData } from "./support/hubRequests.ts";
import { snapshot } from "./support/snapshotJs.ts";
import { nowSeconds } from "./support/signHubMessage.ts";
import { devAccount } from "./support/signRegistration.ts";
import { TEST_DATABASES } from "./support/testDatabases.ts";

const alice = devAccount(1);
const bob = devAccount(2);
const walletOf = (account: typeof alice) => {
  const privateKey = account.getHdKey().privateKey;
  if (privateKey === null) throw new Error("The dev account has no private key");
  return new Wallet(toHex(privateKey));
};

for (const database of TEST_DATABASES) {
  describe(`snapshot.js's Client712 against the hub on ${database.name}`, () => {
    let opened: OpenDatabase;
    let api: TestApp;
    let server: ReturnType<typeof serve>;
    let client: InstanceType<typeof snapshot.Client712>;

    before(async () => {
      opened = await database.open();
      api = await createTestApp(opened);
      api.chain.hold(alice.address, parseEther("20"));
      api.chain.hold(bob.address, parseEther("5"));
      server = await new Promise((resolve) => {
        const started = serve({ fetch: api.app.fetch, hostname: "127.0.0.1", port: 0 }, () =>
          resolve(started),
        );
      });
      client = new snapshot.Client712(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/msg`);
    });
    after(async () => {
      await new Promise((resolve) => server.close(resolve));
      await opened.close();
    });

    it("creates a proposal and casts votes; the hub counts them under snapshot.js's own ids", async () => {
      const { id: proposalId } = (await client.proposal(walletOf(alice), alice.address, {
        space: "community",
        type: "single-choice",
        title: "Move the lottery to Sundays",
        body: "Sundays are for **lotteries**.",
        discussion: "",
        choices: ["Yes", "No", "Abstain"],
        start: nowSeconds(-60),
        end: nowSeconds(3600),
        snapshot: 90,
        plugins: "{}",
      })) as { id: string };
      const { id: voteId } = (await client.vote(walletOf(bob), bob.address, {
        space: "community",
        proposal: proposalId,
        type: "single-choice",
        choice: 2,
        reason: "Saturdays suit me",
      })) as { id: string };

      const data = await queryData<{
        proposal: { author: string; choices: string[]; scores: number[]; votes: number };
        votes: { id: string; voter: string; choice: number; vp: number }[];
      }>(
        api.app,
        "query ($id: String!) { proposal(id: $id) { author choices scores votes } votes(where: { proposal: $id }) { id voter choice vp } }",
        { id: proposalId },
      );
      assert.deepEqual(data, {
        proposal: { author: alice.address, choices: ["Yes", "No", "Abstain"], scores: [0, 5, 0], votes: 1 },
        votes: [{ id: voteId, voter: bob.address, choice: 2, vp: 5 }],
      });

      // The audit log keeps each envelope's data as signed: snapshot.js's getHash of it is the id.
      const { rows } = (await opened.db.execute(
        "SELECT id, data FROM hub_messages ORDER BY received_at",
      )) as unknown as {
        rows: { id: string; data: Parameters<typeof snapshot.utils.getHash>[0] }[];
      };
      assert.deepEqual(
        rows.map(({ data: signed }) => snapshot.utils.getHash(signed)),
        [proposalId, voteId],
      );
    });

    it("rejects with Snapshot's error shape, which the client hands back as is", async () => {
      await assert.rejects(
        client.vote(walletOf(bob), bob.address, {
          space: "community",
          proposal: `0x${"ab".repeat(32)}`,
          type: "single-choice",
          choice: 1,
        }),
        { error: "client_error", error_description: `unknown proposal: 0x${"ab".repeat(32)}` },
      );
    });
  });
}
