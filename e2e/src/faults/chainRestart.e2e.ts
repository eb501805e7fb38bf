import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { findFreePort, startRestartableChainStack, type RestartableChainStack } from "@griddle/stack";
import { parseEther } from "viem";
import type { Page } from "playwright-core";
import { useBrowser } from "../harness/browserSession.ts";
import { confirmTransactionReview } from "../harness/confirmTransactionReview.ts";
import { devAddressOf } from "../harness/devAccounts.ts";
import { injectTestWallet } from "../harness/injectTestWallet.ts";
import { connectTestWallet } from "../harness/openAppPage.ts";
import { pauseMining } from "../swap/support/pauseMining.ts";
import { restartableStackClients } from "./support/restartableStackClients.ts";

const browser = useBrowser();

const ACCOUNT_INDEX = 201;
const WRAP_SUMMARY = "Wrap 0.5 BNB to WBNB";

/** Waits until the wallet modal shows exactly `amount` CAKE (in wei): a figure read from the chain. */
function cakeShown(page: Page, amount: bigint): Promise<unknown> {
  return page.waitForFunction(
    (expected) =>
      document.querySelector('[data-testid="balance-CAKE"]')?.getAttribute("data-balance") === expected,
    amount.toString(),
    { timeout: 60_000, polling: 50 },
  );
}

describe("the local chain is restarted under a running app", () => {
  // Its own stack: the suite's shared one must never restart under the other files' tests.
  let stack: RestartableChainStack;
  before(async () => {
    const startedAt = Date.now();
    stack = await startRestartableChainStack({
      host: "127.0.0.1",
      rpcPort: await findFreePort(),
      webPort: 0,
    });
    console.log(`restartable stack started in ${Date.now() - startedAt} ms`);
  });
  after(() => stack?.stop());

  it("notices the new genesis, drops the old chain's caches and pending transactions, and runs on the new chain", async () => {
    const address = devAddressOf(ACCOUNT_INDEX);
    const oldChain = restartableStackClients(stack.manifest);
    await oldChain.testClient.setBalance({ address, value: parseEther("10") });
    await oldChain.sendCake(address, parseEther("100"));

    const page = await browser.newPage();
    const wallet = await injectTestWallet(page, {
      rpcUrl: stack.rpcUrl,
      chainId: stack.manifest.chainId,
      accountIndex: ACCOUNT_INDEX,
    });
    await page.goto(`${stack.webUrl}/swap?outputCurrency=${stack.manifest.contracts.wbnb}`);
    await connectTestWallet(page);

    // A transaction the old chain never mines.
    await pauseMining(stack.rpcUrl);
    await page.getByTestId("amount-INPUT").fill("0.5");
    await page.getByRole("button", { name: "Wrap", exact: true }).click();
    await confirmTransactionReview(page);
    await wallet.transactionSent(0);
    const walletModal = page.getByRole("dialog", { name: "Your Wallet" });
    await page.getByTestId("wallet-account-chip").click();
    await cakeShown(page, parseEther("100"));
    await walletModal.getByRole("tab", { name: "Transactions" }).click();
    await walletModal.getByRole("region", { name: "Pending" }).getByText(WRAP_SUMMARY).waitFor();
    await walletModal.getByRole("tab", { name: "Wallet" }).click();
    await page.keyboard.press("Escape");
    // Gone if the page reloads: the app must follow the new chain without one.
    await page.evaluate(() => Object.assign(window, { __griddleSamePage: true }));

    const oldManifest = stack.manifest;
    const oldGenesis = oldManifest.genesisHash;
    assert.ok(oldGenesis, "the manifest records the chain's genesis hash");
    const restartStartedAt = Date.now();
    const newManifest = await stack.restartChain();
    const deployedAt = Date.now();
    console.log(`chain restarted and deployed again in ${deployedAt - restartStartedAt} ms`);
    // Same id, same addresses (the deploy is deterministic): only the genesis hash tells them apart.
    assert.ok(newManifest.genesisHash && newManifest.genesisHash !== oldGenesis, "a new genesis block");
    assert.equal(newManifest.contracts.cake, oldManifest.contracts.cake);

    // The account has no CAKE on the new chain: 0, read from it, not the old chain's 100.
    await page.getByTestId("wallet-account-chip").click();
    await cakeShown(page, 0n);
    console.log(`chain restart to working page: ${Date.now() - deployedAt} ms`);

    const notice = page.getByTestId("chain-restarted");
    await notice.waitFor();
    assert.equal(await page.evaluate(() => "__griddleSamePage" in window), true, "no reload");
    await page.getByTestId("wallet-account-chip").waitFor();

    // It follows the new chain's blocks, which are numbered below the old chain's last ones.
    const newChain = restartableStackClients(newManifest);
    await newChain.sendCake(address, parseEther("7"));
    await cakeShown(page, parseEther("7"));

    await walletModal.getByRole("tab", { name: "Transactions" }).click();
    await walletModal.getByText("No recent transactions").waitFor();
    const stored = await page.evaluate(
      (key) => localStorage.getItem(key),
      `griddle.transactions.${newManifest.chainId}`,
    );
    assert.deepEqual(JSON.parse(stored ?? "{}"), {}, "the old chain's pending wrap is gone from storage too");

    await page.keyboard.press("Escape");
    await notice.getByRole("button", { name: "Dismiss" }).click();
    await notice.waitFor({ state: "detached" });
  });
});
