// Issue 26, faults: a wallet that switches account or network between opening a write's review and
// Confirm. Nothing may be sent from either account or to another chain: the dialog asks to review
// again and the page keeps what the user typed. Read from the chain: the nonces do not move. Both
// kinds of review are covered: Confirm Swap's own dialog and the shared review every one-click write
// (Enable, Harvest, Claim, ...) opens.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseEther, type Address } from "viem";
import { useBrowser } from "../harness/browserSession.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { devAccounts, devAddressOf } from "../harness/devAccounts.ts";
import { getTestStack } from "../harness/testStack.ts";
import type { TestWallet } from "../harness/injectTestWallet.ts";
import { findLivePool } from "../pools/support/poolChain.ts";
import { expectToast, openPoolDetails } from "../pools/support/poolsPage.ts";
import { allowance } from "../swap/support/chainReads.ts";
import { openSwapPage } from "../swap/support/openSwapPage.ts";

const browser = useBrowser();

/** Reviews the swap, then switches to SWITCHED_TO_INDEX in the wallet. */
const ACCOUNT_SWITCHER_INDEX = 230;
const SWITCHED_TO_INDEX = 231;
/** Reviews the swap, then switches the wallet to chain 97. */
const NETWORK_SWITCHER_INDEX = 232;
const BSC_TESTNET_ID = 97;
/** Opens a pool's 'Enable' review, then selects ENABLE_SWITCHED_TO_INDEX, keeping itself connected. */
const ENABLE_SWITCHER_INDEX = 233;
const ENABLE_SWITCHED_TO_INDEX = 234;

/** Every transaction the accounts ever sent, mined or pending, as the chain counts them. */
async function noncesOf(accounts: readonly Address[]): Promise<number[]> {
  const { publicClient } = getTestStack();
  return Promise.all(
    accounts.map((address) => publicClient.getTransactionCount({ address, blockTag: "pending" })),
  );
}

/** Opens /swap as `accountIndex` for 1 BNB of CAKE and opens Confirm Swap. */
async function openSwapReview(accountIndex: number) {
  const { manifest } = getTestStack();
  const page = await browser.newPage();
  const wallet = await openSwapPage(page, {
    accountIndex,
    query: `outputCurrency=${manifest.contracts.cake}&exactAmount=1`,
  });
  await page.getByTestId("swap-details").waitFor();
  await page.getByTestId("swap-button").click();
  const dialog = page.getByRole("dialog", { name: "Confirm Swap" });
  await dialog.getByTestId("confirm-swap-button").waitFor();
  return { page, wallet, dialog };
}

/** Confirms, expects `message` in place of the swap, and checks nothing went out and the input stayed. */
async function confirmAndExpectNothingSent(
  review: Awaited<ReturnType<typeof openSwapReview>>,
  accounts: readonly Address[],
  message: string,
): Promise<void> {
  const { page, wallet, dialog } = review;
  const nonces = await noncesOf(accounts);
  await dialog.getByTestId("confirm-swap-button").click();
  // The dialog's outcome either way: an error to dismiss, or a swap sent.
  const dismiss = dialog.getByRole("button", { name: "Dismiss" });
  await dismiss.or(dialog.getByText("Transaction Submitted")).waitFor();
  assertNothingSent(wallet);
  assert.deepEqual(await noncesOf(accounts), nonces);
  await dialog.getByText(message).waitFor();
  await dismiss.click();
  await dialog.waitFor({ state: "detached" });
  assert.equal(await page.getByTestId("amount-INPUT").inputValue(), "1");
}

function assertNothingSent(wallet: TestWallet): void {
  assert.deepEqual(wallet.sentTransactions, []);
  assert.equal(wallet.requests.includes("eth_sendTransaction"), false);
}

describe("a wallet that switches in the middle of a swap", () => {
  it("sends nothing from either account after an account switch, and asks to review again", async () => {
    const { testClient } = devAccounts();
    const [reviewed, switched] = [devAddressOf(ACCOUNT_SWITCHER_INDEX), devAddressOf(SWITCHED_TO_INDEX)];
    for (const address of [reviewed, switched])
      await testClient.setBalance({ address, value: parseEther("10") });
    const review = await openSwapReview(ACCOUNT_SWITCHER_INDEX);

    assert.equal(await review.wallet.switchAccount(SWITCHED_TO_INDEX), switched);
    await review.page
      .getByTestId("wallet-account-chip")
      .getByText(`${switched.slice(0, 6)}...${switched.slice(-4)}`)
      .waitFor();
    await confirmAndExpectNothingSent(
      review,
      [reviewed, switched],
      "Your wallet switched to another account: review again.",
    );
  });

  it("sends nothing to the other chain after a network switch, and asks to review again", async () => {
    const { testClient } = devAccounts();
    const account = devAddressOf(NETWORK_SWITCHER_INDEX);
    await testClient.setBalance({ address: account, value: parseEther("10") });
    const review = await openSwapReview(NETWORK_SWITCHER_INDEX);

    await review.wallet.switchChain(BSC_TESTNET_ID);
    await review.page.getByTestId("wrong-network").waitFor();
    await confirmAndExpectNothingSent(
      review,
      [account],
      "Your wallet switched to another network: review again.",
    );
  });
});

describe("a wallet that switches account during a one-click write's shared review", () => {
  it("sends nothing from either account, though the wallet would still sign for the reviewed one", async () => {
    const { manifest, publicClient } = getTestStack();
    const { testClient } = devAccounts();
    const { cake } = manifest.contracts;
    const [reviewed, switched] = [
      devAddressOf(ENABLE_SWITCHER_INDEX),
      devAddressOf(ENABLE_SWITCHED_TO_INDEX),
    ];
    for (const address of [reviewed, switched])
      await testClient.setBalance({ address, value: parseEther("10") });
    const pool = await findLivePool((candidate) => candidate.stakingToken === cake);
    const page = await browser.newPage();
    const wallet = await openAppPage(page, "/pools", { accountIndex: ENABLE_SWITCHER_INDEX });
    const stakePanel = (await openPoolDetails(page, pool)).getByTestId("pool-stake-panel");
    await stakePanel.getByRole("button", { name: "Enable" }).click();
    const review = page.getByTestId("transaction-review");
    await page.getByRole("dialog", { name: "Enable CAKE", exact: true }).waitFor();

    // The reviewed account stays listed: wagmi would let the write go out from it, so only the app's
    // own check stands between Confirm and a transaction the user no longer has in front of them.
    assert.equal(await wallet.switchAccount(ENABLE_SWITCHED_TO_INDEX, { keepPrevious: true }), switched);
    await page
      .getByTestId("wallet-account-chip")
      .getByText(`${switched.slice(0, 6)}...${switched.slice(-4)}`)
      .waitFor();
    const nonces = await noncesOf([reviewed, switched]);
    await review.getByTestId("transaction-review-confirm").click();
    await review.waitFor({ state: "detached" });
    // The write's outcome either way: a toast saying it failed, or one saying it was mined.
    const toasts = page.getByRole("status", { name: "Notifications" });
    await toasts.getByText("Error", { exact: true }).or(toasts.getByText("Contract Enabled")).waitFor();
    assertNothingSent(wallet);
    assert.deepEqual(await noncesOf([reviewed, switched]), nonces);
    // Pools' one failure toast (spec 000 section 8), in place of 'Contract Enabled'.
    await expectToast(
      page,
      "Error",
      "Please try again. Confirm the transaction and make sure you are paying enough gas!",
    );
    for (const owner of [reviewed, switched])
      assert.equal(await allowance(publicClient, cake, owner, pool.address), 0n);
  });
});
