import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { cakeTokenAbi } from "@griddle/sdk";
import { parseEther } from "viem";
import { useBrowser } from "../harness/browserSession.ts";
import { confirmTransactionReview } from "../harness/confirmTransactionReview.ts";
import { devAccounts, devAddressOf } from "../harness/devAccounts.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { getTestStack } from "../harness/testStack.ts";
import { until } from "../harness/until.ts";
import { pauseMining } from "../swap/support/pauseMining.ts";
import { tokenBalance } from "../swap/support/chainReads.ts";
import { controlRpcReachability } from "./support/controlRpcReachability.ts";
import { countToastsShown } from "./support/countToastsShown.ts";

const browser = useBrowser();

/** Sends the wrap that stays pending through the outage. */
const ACCOUNT_INDEX = 200;
const WRAP_SUMMARY = "Wrap 0.5 BNB to WBNB";

describe("the RPC endpoint goes away and comes back", () => {
  it("shows one offline state, keeps the pending transaction, and refreshes everything on its own", async () => {
    const { manifest, publicClient } = getTestStack();
    const { cake, wbnb } = manifest.contracts;
    const accounts = devAccounts();
    const address = devAddressOf(ACCOUNT_INDEX);
    await accounts.fund(address, parseEther("100"));

    const page = await browser.newPage();
    const rpc = await controlRpcReachability(page, manifest.rpcUrl);
    const wallet = await openAppPage(page, `/swap?outputCurrency=${wbnb}`, { accountIndex: ACCOUNT_INDEX });
    const walletModal = page.getByRole("dialog", { name: "Your Wallet" });
    const shownCake = walletModal.getByTestId("balance-CAKE");

    const mining = await pauseMining(manifest.rpcUrl);
    let miningResumed = false;
    try {
      // A transaction sent just before the node goes away, and not mined until it is back.
      await page.getByTestId("amount-INPUT").fill("0.5");
      await page.getByRole("button", { name: "Wrap", exact: true }).click();
      await confirmTransactionReview(page);
      const wrapHash = await wallet.transactionSent(0);

      const notifications = page.getByRole("status", { name: "Notifications" });
      await notifications.getByText("Transaction Submitted").waitFor();
      await page.getByTestId("wallet-account-chip").click();
      await page.waitForFunction(
        (expected) =>
          document.querySelector('[data-testid="balance-CAKE"]')?.getAttribute("data-balance") === expected,
        parseEther("100").toString(),
      );

      const toasts = await countToastsShown(page);
      const cutAt = Date.now();
      await rpc.cut();
      const offline = page.getByTestId("chain-offline");
      await offline.waitFor();
      console.log(`node gone to offline state shown: ${Date.now() - cutAt} ms`);
      const shownBlock = Number(/block (\d+)/.exec(await offline.innerText())?.[1]);
      assert.ok(shownBlock > 0, "the offline state says which block the figures are from");
      // Still the page, not an error screen: the form keeps what was typed.
      assert.equal(await page.getByTestId("amount-INPUT").inputValue(), "0.5");

      await walletModal.getByRole("tab", { name: "Transactions" }).click();
      const pending = walletModal.getByRole("region", { name: "Pending" }).getByTestId("recent-transaction");
      await pending.filter({ hasText: WRAP_SUMMARY }).waitFor();
      assert.equal(await pending.getAttribute("data-hash"), wrapHash);

      // On chain, during the outage: the test sends the account CAKE, mined in one block with the wrap.
      const transferHash = await accounts.deployer.writeContract({
        address: cake,
        abi: cakeTokenAbi,
        chain: null,
        functionName: "transfer",
        args: [address, parseEther("12.345")],
      });
      await mining.resume();
      miningResumed = true;
      await accounts.mined(transferHash);
      const cakeAfter = await tokenBalance(publicClient, cake, address);
      assert.equal(cakeAfter, parseEther("112.345"));

      // Failed receipt lookups changed nothing: the wrap is still pending, shown once.
      assert.equal(await pending.count(), 1);
      await walletModal.getByRole("tab", { name: "Wallet" }).click();
      assert.equal(await shownCake.getAttribute("data-balance"), parseEther("100").toString());
      assert.equal(
        await page.getByTestId("chain-offline").count(),
        1,
        "one offline state, not one per figure",
      );

      // The app's socket dropped with the node; a dropped socket does not always come back by itself
      // (viem gives up after 5 tries, 2 s apart; here the refused ones never even report an error).
      const subscriptionsBefore = rpc.subscriptions;

      const restoredAt = Date.now();
      await rpc.restore();
      await page.waitForFunction(
        (expected) =>
          document.querySelector('[data-testid="balance-CAKE"]')?.getAttribute("data-balance") === expected,
        cakeAfter.toString(),
        { timeout: 30_000, polling: 50 },
      );
      const freshAfterMs = Date.now() - restoredAt;
      console.log(`node back to fresh data: ${freshAfterMs} ms`);

      await offline.waitFor({ state: "detached" });
      await until(
        async () => rpc.subscriptions,
        (sent) => sent > subscriptionsBefore,
        "the app to subscribe to new blocks again",
      );
      await walletModal.getByRole("tab", { name: "Transactions" }).click();
      const completed = walletModal
        .getByRole("region", { name: "Completed" })
        .getByTestId("recent-transaction");
      await completed.filter({ hasText: WRAP_SUMMARY }).filter({ hasText: "Confirmed" }).waitFor();
      assert.equal(await walletModal.getByRole("region", { name: "Pending" }).count(), 0);
      await notifications.getByText("Transaction Confirmed").waitFor();
      assert.equal(await toasts.count(), 1, "no toast for the outage: only the wrap's confirmation");
    } finally {
      if (!miningResumed) await mining.resume();
    }
  });
});
