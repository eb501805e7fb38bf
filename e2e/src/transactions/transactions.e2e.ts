import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { LOCAL_DEV_MNEMONIC } from "@griddle/sdk";
import { createWalletClient, http, keccak256, stringToHex, type Hex } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import type { Page } from "playwright-core";
import { useBrowser } from "../harness/browserSession.ts";
import { injectTestWallet, TEST_WALLET_NAME } from "../harness/injectTestWallet.ts";
import { getTestStack } from "../harness/testStack.ts";

const browser = useBrowser();

/** An account no other suite sends from, so its nonce is this file's alone. */
const SENDER_INDEX = 16;

/** Where the app keeps a chain's transactions (features/transactions/store/createTransactionsStore.ts). */
function storageKey(chainId: number): string {
  return `griddle.transactions.${chainId}`;
}

/** As the app shows a hash on a chain without a block explorer. */
function shortenedHash(hash: Hex): string {
  return `${hash.slice(0, 10)}...${hash.slice(-6)}`;
}

function shortened(address: string): string {
  return `${address.slice(0, 6)}...${address.slice(-4)}`;
}

/** Writes the store's text before the app starts, once: a later 'clear all' must stay cleared. */
async function seedStoredTransactions(page: Page, key: string, transactions: object): Promise<void> {
  await page.addInitScript(
    ({ key, value }) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    },
    { key, value: JSON.stringify(transactions) },
  );
}

async function readStoredTransactions(
  page: Page,
  key: string,
): Promise<Record<string, Record<string, unknown>>> {
  return JSON.parse((await page.evaluate((key) => localStorage.getItem(key), key)) ?? "null");
}

describe("recent transactions", () => {
  it("follows stored transactions to confirmed, replaced and dropped, toasts each, and clears them", async () => {
    const { manifest, publicClient, webUrl } = getTestStack();
    const sender = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: SENDER_INDEX });
    const walletClient = createWalletClient({ account: sender, transport: http(manifest.rpcUrl) });

    // A real transaction, mined before the app looks at it.
    const minedHash = await walletClient.sendTransaction({ chain: null, to: sender.address, value: 1n });
    const receipt = await publicClient.waitForTransactionReceipt({ hash: minedHash });
    const mined = await publicClient.getTransaction({ hash: minedHash });
    // Hashes the chain has never seen: one whose nonce the sender has since used (a wallet's
    // speed-up replaced it), one the chain forgot ten minutes ago.
    const replacedHash = keccak256(stringToHex(`griddle e2e replaced ${minedHash}`));
    const droppedHash = keccak256(stringToHex(`griddle e2e dropped ${minedHash}`));
    const now = Date.now();
    const record = (hash: Hex, summary: string, addedTime: number, extra: object = {}) => ({
      hash,
      from: sender.address,
      chainId: manifest.chainId,
      summary,
      addedTime,
      ...extra,
    });
    const key = storageKey(manifest.chainId);

    const page = await browser.newPage();
    await seedStoredTransactions(page, key, {
      [minedHash]: record(minedHash, "Send 1 wei to myself", now - 5_000),
      [replacedHash]: record(replacedHash, "Approve CAKE", now, { nonce: mined.nonce }),
      [droppedHash]: record(droppedHash, "Swap 1 CAKE for BUSD", now - 10 * 60_000),
    });
    const wallet = await injectTestWallet(page, {
      rpcUrl: manifest.rpcUrl,
      chainId: manifest.chainId,
      accountIndex: SENDER_INDEX,
    });
    await page.goto(webUrl);

    // The updater checks them on the first block, with no wallet connected, and toasts each outcome.
    const toasts = page.getByRole("status", { name: "Notifications" });
    await toasts.getByText("Transaction Confirmed").waitFor();
    await toasts.getByText("Transaction Replaced").waitFor();
    await toasts.getByText("Transaction Dropped").waitFor();
    await toasts.getByText("Send 1 wei to myself").waitFor();

    const stored = await readStoredTransactions(page, key);
    assert.deepEqual(stored[minedHash]?.receipt, {
      blockHash: receipt.blockHash,
      blockNumber: Number(receipt.blockNumber),
      from: receipt.from,
      status: 1,
      to: receipt.to,
      transactionHash: minedHash,
      transactionIndex: receipt.transactionIndex,
    });
    assert.equal(stored[replacedHash]?.dropReason, "replaced");
    assert.equal(stored[droppedHash]?.dropReason, "dropped");

    await page.getByRole("button", { name: "Connect Wallet" }).first().click();
    await page.getByRole("button", { name: TEST_WALLET_NAME }).click();
    await page.getByRole("button", { name: shortened(wallet.address) }).click();
    await page.getByRole("tab", { name: "Transactions" }).click();

    const completed = page.getByRole("region", { name: "Completed" }).getByTestId("recent-transaction");
    await completed.first().waitFor();
    // Newest first.
    assert.deepEqual(
      await completed.evaluateAll((rows) => rows.map((row) => row.getAttribute("data-hash"))),
      [replacedHash, minedHash, droppedHash],
    );
    const row = (summary: string) => completed.filter({ hasText: summary });
    await row("Send 1 wei to myself").filter({ hasText: "Confirmed" }).waitFor();
    await row("Send 1 wei to myself").getByText(shortenedHash(minedHash)).waitFor();
    await row("Approve CAKE").filter({ hasText: "Replaced" }).waitFor();
    await row("Swap 1 CAKE for BUSD").filter({ hasText: "Dropped" }).waitFor();
    assert.equal(await page.getByRole("region", { name: "Pending" }).count(), 0);

    await page.getByRole("button", { name: "clear all" }).click();
    await page.getByRole("tabpanel").getByText("No recent transactions").waitFor();
    assert.deepEqual(await readStoredTransactions(page, key), {});
  });
});
