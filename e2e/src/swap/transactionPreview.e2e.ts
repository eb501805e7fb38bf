import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { erc20Abi, parseEther, parseUnits, type Address } from "viem";
import type { Page } from "playwright-core";
import { useBrowser } from "../harness/browserSession.ts";
import { devAccounts, devAddressOf } from "../harness/devAccounts.ts";
import { refuseRpcMethod } from "../harness/refuseRpcMethod.ts";
import { getTestStack } from "../harness/testStack.ts";
import type { TestWallet } from "../harness/injectTestWallet.ts";
import { gasCost, tokenBalance } from "./support/chainReads.ts";
import { openSwapPage } from "./support/openSwapPage.ts";
import { previewedChange, readPreview } from "../harness/readPreview.ts";
import { closeSettings, openSettings } from "./support/settingsDialog.ts";
import { confirmTransactionReview } from "../harness/confirmTransactionReview.ts";

const browser = useBrowser();

/** Unseeded accounts, funded here: one per test, so no test moves another's balances. */
const TRACED_ACCOUNT_INDEX = 160;
const PROBED_ACCOUNT_INDEX = 161;
const FEE_ACCOUNT_INDEX = 162;

/**
 * Opens the confirm dialog of a 1 BNB → CAKE swap, reads its preview, confirms, and checks that the
 * mined balances moved by exactly the previewed amounts (BNB apart from the gas the receipt names).
 */
async function swapMatchesPreview(page: Page, wallet: TestWallet, method: "trace" | "balanceProbe") {
  const { manifest, publicClient } = getTestStack();
  const { cake } = manifest.contracts;
  await page.getByTestId("amount-INPUT").fill("1");
  await page.getByText("To (estimated)").waitFor();
  await page.getByTestId("swap-button").click();
  const dialog = page.getByRole("dialog", { name: "Confirm Swap" });
  const preview = await readPreview(dialog, method);
  assert.equal(previewedChange(preview, "native"), -parseEther("1"), "1 BNB sent");
  const cakePreviewed = previewedChange(preview, cake);
  assert.ok(cakePreviewed > 0n, "CAKE received");
  await dialog.getByTestId("preview-gas").waitFor();
  await dialog
    .getByText(
      method === "trace"
        ? "Simulated with the node's call tracer"
        : "Simulated from your balances before and after",
    )
    .waitFor();

  const bnbBefore = await publicClient.getBalance({ address: wallet.address });
  const cakeBefore = await tokenBalance(publicClient, cake, wallet.address);
  const sentBefore = wallet.sentTransactions.length;
  await dialog.getByTestId("confirm-swap-button").click();
  const gas = await gasCost(publicClient, await wallet.transactionSent(sentBefore));

  assert.equal((await tokenBalance(publicClient, cake, wallet.address)) - cakeBefore, cakePreviewed);
  assert.equal(
    (await publicClient.getBalance({ address: wallet.address })) - bnbBefore + gas,
    -parseEther("1"),
  );
}

describe("the transaction preview in Confirm Swap", () => {
  it("previews a swap with the node's call tracer, and the mined balances change by exactly that", async () => {
    const { manifest } = getTestStack();
    await devAccounts().testClient.setBalance({
      address: devAddressOf(TRACED_ACCOUNT_INDEX),
      value: parseEther("10"),
    });
    const page = await browser.newPage();
    const wallet = await openSwapPage(page, {
      accountIndex: TRACED_ACCOUNT_INDEX,
      query: `inputCurrency=BNB&outputCurrency=${manifest.contracts.cake}`,
    });
    await swapMatchesPreview(page, wallet, "trace");
  });

  it("falls back to the balance probe where the node refuses to trace, with the same exact amounts", async () => {
    const { manifest } = getTestStack();
    await devAccounts().testClient.setBalance({
      address: devAddressOf(PROBED_ACCOUNT_INDEX),
      value: parseEther("10"),
    });
    const page = await browser.newPage();
    await refuseRpcMethod(page, manifest.rpcUrl, "debug_traceCall");
    const wallet = await openSwapPage(page, {
      accountIndex: PROBED_ACCOUNT_INDEX,
      query: `inputCurrency=BNB&outputCurrency=${manifest.contracts.cake}`,
    });
    await swapMatchesPreview(page, wallet, "balanceProbe");
  });

  it("shows a SAFEMOON sale's revert before any signature, then its transfer fee at 12% slippage", async () => {
    const { manifest, publicClient } = getTestStack();
    const safemoon: Address = manifest.notices.feeOnTransferToken;
    const accounts = devAccounts();
    const seller = devAddressOf(FEE_ACCOUNT_INDEX);
    await accounts.testClient.setBalance({ address: seller, value: parseEther("10") });
    // The deployer is free of the fee, so the seller gets the amount whole.
    await accounts.mined(
      await accounts.deployer.writeContract({
        address: safemoon,
        abi: erc20Abi,
        chain: null,
        functionName: "transfer",
        args: [seller, parseUnits("10000000000", 9)],
      }),
    );
    const page = await browser.newPage();
    const wallet = await openSwapPage(page, {
      accountIndex: FEE_ACCOUNT_INDEX,
      query: `inputCurrency=${safemoon}&outputCurrency=BNB&exactAmount=1000000000`,
    });
    await page.getByTestId("approve-button").filter({ hasText: "Enable SAFEMOON" }).click();
    await confirmTransactionReview(page, { title: "Enable SAFEMOON" });
    await gasCost(publicClient, await wallet.transactionSent(0));
    await page.getByTestId("approve-button").filter({ hasText: "Enabled" }).waitFor();

    // At 0.5% both router methods revert: the preview says so while the dialog is still a review.
    await page.getByTestId("swap-button").click();
    const dialog = page.getByRole("dialog", { name: "Confirm Swap" });
    await dialog
      .getByTestId("preview-warning")
      .filter({ hasText: /^This transaction would fail: InsufficientOutputAmount\(/ })
      .waitFor();
    assert.equal(wallet.sentTransactions.length, 1, "only the approval was sent");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    const settings = await openSettings(page);
    await settings.getByRole("textbox", { name: "Custom slippage" }).fill("12");
    await closeSettings(page, settings);
    await page.getByTestId("swap-button").click();
    const sold = parseUnits("1000000000", 9);
    await dialog
      .getByTestId("preview-warning")
      .filter({
        hasText: "SAFEMOON takes a transfer fee: of 1,000,000,000 SAFEMOON sent, 900,000,000 arrive.",
      })
      .waitFor();
    const preview = await readPreview(dialog, "trace");
    assert.equal(previewedChange(preview, safemoon), -sold, "the whole amount leaves the wallet");
    assert.equal(wallet.sentTransactions.length, 1, "nothing more was sent");
  });
});
