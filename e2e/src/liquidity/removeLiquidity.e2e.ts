import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { decodeFunctionData, erc20Abi, formatUnits, parseUnits, type Hash } from "viem";
import type { Locator, Page } from "playwright-core";
import { griddleRouterAbi } from "@griddle/sdk";
import { useBrowser } from "../harness/browserSession.ts";
import type { TestWallet } from "../harness/injectTestWallet.ts";
import { getTestStack } from "../harness/testStack.ts";
import { gasCost, tokenBalance } from "../swap/support/chainReads.ts";
import {
  depositTokenAndBnb,
  devAccount,
  fundWithTokens,
  pairAddressOf,
  readPair,
} from "./support/liquidityChain.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { shownFieldAmount } from "./support/openLiquidityPage.ts";
import { burnAmounts } from "./support/pairMath.ts";
import { confirmTransactionReview } from "../harness/confirmTransactionReview.ts";

const browser = useBrowser();

/** Holds only BNB until the setup below gives it CAKE and CAKE-WBNB liquidity. */
const ACCOUNT_INDEX = 18;
const account = devAccount(ACCOUNT_INDEX).address;

function assertShown(shown: number, expected: bigint, what: string): void {
  const exact = Number(formatUnits(expected, 18));
  assert.ok(Math.abs(shown - exact) <= exact * 1e-5, `${what}: shown ${shown}, pair math ${exact}`);
}

async function shownText(locator: Locator): Promise<number> {
  const loaded = locator.filter({ hasText: /\d/ });
  await loaded.waitFor();
  return Number(await loaded.innerText());
}

/** Remove, then the review's Confirm; returns the hash the wallet sent. */
async function removeAndConfirm(page: Page, wallet: TestWallet): Promise<Hash> {
  const sentBefore = wallet.sentTransactions.length;
  await page.getByTestId("remove-button").click();
  const dialog = page.getByRole("dialog", { name: "You will receive" });
  await dialog.getByRole("button", { name: "Confirm", exact: true }).click();
  const hash = await wallet.transactionSent(sentBefore);
  await dialog.getByText("Transaction Submitted").waitFor();
  return hash;
}

describe("removing liquidity", () => {
  const { manifest, publicClient } = getTestStack();
  const { cake, wbnb } = manifest.contracts;
  let pair: `0x${string}`;

  before(async () => {
    pair = await pairAddressOf(publicClient, manifest, cake, wbnb);
    await fundWithTokens(publicClient, manifest, account, [{ token: cake, amount: parseUnits("5000", 18) }]);
    await depositTokenAndBnb(
      publicClient,
      manifest,
      ACCOUNT_INDEX,
      cake,
      parseUnits("2400", 18),
      parseUnits("10", 18),
    );
  });

  it("removes 50% by a signed permit, receiving WBNB, at the pair's burn amounts", async () => {
    const page = await browser.newPage();
    const wallet = await openAppPage(page, `/remove/${cake}/${wbnb}`, { accountIndex: ACCOUNT_INDEX });
    await page.getByRole("heading", { name: "Remove CAKE-WBNB liquidity" }).waitFor();
    assert.equal(
      await page.getByRole("link", { name: "Add liquidity instead" }).getAttribute("href"),
      `/add/${cake}/${wbnb}`,
    );
    await page.getByRole("button", { name: "50%" }).click();
    await page.getByTestId("remove-percent").filter({ hasText: "50%" }).waitFor();

    const snapshot = await readPair(publicClient, manifest, pair);
    const lp = await tokenBalance(publicClient, pair, account);
    const liquidity = (lp * 50n) / 100n;
    const { amount0, amount1 } = burnAmounts(snapshot, liquidity);
    const cakeIs0 = snapshot.token0.toLowerCase() === cake.toLowerCase();
    const [amountCake, amountWbnb] = cakeIs0 ? [amount0, amount1] : [amount1, amount0];
    assertShown(await shownText(page.getByTestId("receive-amount-a")), amountCake, "CAKE");
    assertShown(await shownText(page.getByTestId("receive-amount-b")), amountWbnb, "WBNB");

    await page.getByTestId("remove-approve-button").click();
    await page.getByTestId("remove-approve-button").filter({ hasText: "Approved" }).waitFor();
    assert.ok(wallet.requests.includes("eth_signTypedData_v4"), "the permit is signed in the wallet");
    assert.equal(wallet.sentTransactions.length, 0, "a permit needs no transaction");

    const cakeBefore = await tokenBalance(publicClient, cake, account);
    const wbnbBefore = await tokenBalance(publicClient, wbnb, account);
    const hash = await removeAndConfirm(page, wallet);
    await gasCost(publicClient, hash);

    const call = decodeFunctionData({
      abi: griddleRouterAbi,
      data: (await publicClient.getTransaction({ hash })).input,
    });
    assert.equal(call.functionName, "removeLiquidityWithPermit");
    assert.deepEqual(call.args.slice(0, 5), [
      cake,
      wbnb,
      liquidity,
      (amountCake * 9950n) / 10_000n,
      (amountWbnb * 9950n) / 10_000n,
    ]);
    assert.equal(await tokenBalance(publicClient, pair, account), lp - liquidity);
    assert.equal(await tokenBalance(publicClient, cake, account), cakeBefore + amountCake);
    assert.equal(await tokenBalance(publicClient, wbnb, account), wbnbBefore + amountWbnb);
  });

  it("removes the rest by permit, receiving BNB", async () => {
    const page = await browser.newPage();
    const wallet = await openAppPage(page, `/remove/${cake}/${wbnb}`, { accountIndex: ACCOUNT_INDEX });
    await page.getByRole("link", { name: "Receive BNB" }).click();
    await page.waitForURL(`**/remove/${cake}/BNB`);
    await page.getByRole("heading", { name: "Remove CAKE-BNB liquidity" }).waitFor();
    await page.getByRole("button", { name: "Max" }).click();
    await page.getByTestId("remove-percent").filter({ hasText: "100%" }).waitFor();

    const snapshot = await readPair(publicClient, manifest, pair);
    const lp = await tokenBalance(publicClient, pair, account);
    const { amount0, amount1 } = burnAmounts(snapshot, lp);
    const cakeIs0 = snapshot.token0.toLowerCase() === cake.toLowerCase();
    const [amountCake, amountBnb] = cakeIs0 ? [amount0, amount1] : [amount1, amount0];
    assertShown(await shownText(page.getByTestId("receive-amount-b")), amountBnb, "BNB");

    await page.getByTestId("remove-approve-button").click();
    await page.getByTestId("remove-approve-button").filter({ hasText: "Approved" }).waitFor();
    const bnbBefore = await publicClient.getBalance({ address: account });
    const cakeBefore = await tokenBalance(publicClient, cake, account);
    const hash = await removeAndConfirm(page, wallet);
    const gas = await gasCost(publicClient, hash);

    const call = decodeFunctionData({
      abi: griddleRouterAbi,
      data: (await publicClient.getTransaction({ hash })).input,
    });
    assert.equal(call.functionName, "removeLiquidityETHWithPermit");
    assert.equal(await tokenBalance(publicClient, pair, account), 0n);
    assert.equal(await tokenBalance(publicClient, cake, account), cakeBefore + amountCake);
    assert.equal(await publicClient.getBalance({ address: account }), bnbBefore + amountBnb - gas);
  });

  it("approves on chain when the wallet cannot sign typed data, and links the detailed amounts", async () => {
    await depositTokenAndBnb(
      publicClient,
      manifest,
      ACCOUNT_INDEX,
      cake,
      parseUnits("480", 18),
      parseUnits("2", 18),
    );
    const page = await browser.newPage();
    const wallet = await openAppPage(page, `/remove/${cake}/${wbnb}`, {
      accountIndex: ACCOUNT_INDEX,
      unsupportedMethods: ["eth_signTypedData_v4"],
    });
    await page.getByRole("button", { name: "Detailed" }).click();
    await page.getByTestId("amount-CURRENCY_A").fill("100");

    const snapshot = await readPair(publicClient, manifest, pair);
    const lp = await tokenBalance(publicClient, pair, account);
    const cakeIs0 = snapshot.token0.toLowerCase() === cake.toLowerCase();
    const ofAll = burnAmounts(snapshot, lp);
    const cakeOfAll = cakeIs0 ? ofAll.amount0 : ofAll.amount1;
    const liquidity = (parseUnits("100", 18) * lp) / cakeOfAll;
    const { amount0, amount1 } = burnAmounts(snapshot, liquidity);
    const [amountCake, amountWbnb] = cakeIs0 ? [amount0, amount1] : [amount1, amount0];
    assertShown(await shownFieldAmount(page, "amount-LIQUIDITY"), liquidity, "LP");
    assertShown(await shownFieldAmount(page, "amount-CURRENCY_B"), amountWbnb, "WBNB");

    await page.getByTestId("remove-approve-button").click();
    await confirmTransactionReview(page, { title: "Enable Griddle-LP" });
    const approveHash = await wallet.transactionSent(0);
    const approveTx = await publicClient.getTransaction({ hash: approveHash });
    assert.equal(approveTx.to?.toLowerCase(), pair.toLowerCase());
    assert.equal(decodeFunctionData({ abi: erc20Abi, data: approveTx.input }).functionName, "approve");
    await page.getByTestId("remove-approve-button").filter({ hasText: "Approved" }).waitFor();

    const cakeBefore = await tokenBalance(publicClient, cake, account);
    const hash = await removeAndConfirm(page, wallet);
    await gasCost(publicClient, hash);
    const call = decodeFunctionData({
      abi: griddleRouterAbi,
      data: (await publicClient.getTransaction({ hash })).input,
    });
    assert.equal(call.functionName, "removeLiquidity");
    assert.equal(call.args[2], liquidity);
    assert.equal(await tokenBalance(publicClient, cake, account), cakeBefore + amountCake);
    assert.equal(await tokenBalance(publicClient, pair, account), lp - liquidity);
  });

  it("removes a fee-on-transfer token's liquidity through the router's fee-on-transfer variant", async () => {
    const safemoon = manifest.notices.feeOnTransferToken;
    const safemoonPair = await pairAddressOf(publicClient, manifest, safemoon, wbnb);
    await fundWithTokens(publicClient, manifest, account, [
      { token: safemoon, amount: parseUnits("100000", 9) },
    ]);
    await depositTokenAndBnb(
      publicClient,
      manifest,
      ACCOUNT_INDEX,
      safemoon,
      parseUnits("50000", 9),
      parseUnits("1", 18),
    );
    const page = await browser.newPage();
    const wallet = await openAppPage(page, `/remove/${safemoon}/BNB`, { accountIndex: ACCOUNT_INDEX });
    await page.getByRole("button", { name: "Max" }).click();
    await page.getByTestId("remove-percent").filter({ hasText: "100%" }).waitFor();

    const snapshot = await readPair(publicClient, manifest, safemoonPair);
    const lp = await tokenBalance(publicClient, safemoonPair, account);
    const { amount0, amount1 } = burnAmounts(snapshot, lp);
    const amountBnb = snapshot.token0.toLowerCase() === wbnb.toLowerCase() ? amount0 : amount1;
    assertShown(await shownText(page.getByTestId("receive-amount-b")), amountBnb, "BNB");

    await page.getByTestId("remove-approve-button").click();
    await page.getByTestId("remove-approve-button").filter({ hasText: "Approved" }).waitFor();
    const bnbBefore = await publicClient.getBalance({ address: account });
    const hash = await removeAndConfirm(page, wallet);
    const gas = await gasCost(publicClient, hash);

    const call = decodeFunctionData({
      abi: griddleRouterAbi,
      data: (await publicClient.getTransaction({ hash })).input,
    });
    assert.equal(call.functionName, "removeLiquidityETHWithPermitSupportingFeeOnTransferTokens");
    assert.equal(await tokenBalance(publicClient, safemoonPair, account), 0n);
    assert.equal(await publicClient.getBalance({ address: account }), bnbBefore + amountBnb - gas);
  });
});
