import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { network } from "hardhat";
import type { TransactionReceipt } from "viem";
import {
  createTransactionSender,
  type TransactionSender,
} from "../../../deploy/core/createTransactionSender.ts";
import { withBatchedMining } from "../../../deploy/core/withBatchedMining.ts";

const RECIPIENT = "0x000000000000000000000000000000000000dEaD";

function sendValue(sender: TransactionSender, count: number): Promise<unknown> {
  return Array.from({ length: count }).reduce<Promise<unknown>>(
    (previous, _, index) =>
      previous.then(() => sender.send({ step: `transfer ${index}`, to: RECIPIENT, data: "0x", value: 1n })),
    Promise.resolve(),
  );
}

function isInOrder(receipts: readonly TransactionReceipt[]): boolean {
  return receipts.every((receipt, index) => {
    const previous = receipts[index - 1];
    return (
      previous === undefined ||
      receipt.blockNumber > previous.blockNumber ||
      (receipt.blockNumber === previous.blockNumber && receipt.transactionIndex > previous.transactionIndex)
    );
  });
}

describe("withBatchedMining", async () => {
  const connection = await network.create();
  const publicClient = await connection.viem.getPublicClient();
  const walletClients = await connection.viem.getWalletClients();
  const senders = await Promise.all(
    walletClients.slice(1, 3).map((walletClient) => createTransactionSender(publicClient, walletClient)),
  );

  /** Sends one transaction outside any batch: with automining on, it is mined at once. */
  const assertAutomining = async () => {
    const [sender] = senders;
    assert.ok(sender);
    const hash = await sender.send({ step: "after the batch", to: RECIPIENT, data: "0x", value: 1n });
    const receipt = await publicClient.getTransactionReceipt({ hash });
    assert.equal(receipt.status, "success");
    await sender.confirm();
  };

  it("mines many transactions to a block, each sender's in order, then automines again", async () => {
    const receipts = await withBatchedMining(publicClient, async () => {
      await Promise.all(senders.map((sender) => sendValue(sender, 20)));
      return Promise.all(senders.map((sender) => sender.confirm()));
    });
    const blocks = new Set(receipts.flat().map((receipt) => receipt.blockNumber));
    assert.ok(blocks.size <= 4, `40 transactions took ${blocks.size} blocks`);
    for (const own of receipts) {
      assert.equal(own.length, 20);
      assert.ok(isInOrder(own));
    }
    await assertAutomining();
  });

  it("ends the block when the work asks", async () => {
    const [sender] = senders;
    assert.ok(sender);
    const [first, second] = await withBatchedMining(publicClient, async ({ mineBlock }) => {
      await sendValue(sender, 3);
      await mineBlock();
      const before = await sender.confirm();
      await sendValue(sender, 3);
      return [before, await sender.confirm()];
    });
    const lastOfFirst = first.at(-1)?.blockNumber ?? 0n;
    assert.ok(second.every((receipt) => receipt.blockNumber > lastOfFirst));
  });

  it("turns automining back on when the work fails", async () => {
    const failure = new Error("the seed failed");
    await assert.rejects(
      withBatchedMining(publicClient, async () => {
        throw failure;
      }),
      failure,
    );
    await assertAutomining();
  });
});
