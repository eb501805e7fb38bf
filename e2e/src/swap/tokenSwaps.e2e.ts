import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { maxUint256, parseEther, parseGwei, type Hash } from "viem";
import { useBrowser } from "../harness/browserSession.ts";
import { getTestStack } from "../harness/testStack.ts";
import { allowance, gasCost, quoteIn, quoteOut, tokenAddress, tokenBalance } from "./support/chainReads.ts";
import { openSwapPage } from "./support/openSwapPage.ts";
import { pauseMining } from "./support/pauseMining.ts";
import { submitSwap } from "./support/submitSwap.ts";
import { confirmTransactionReview } from "../harness/confirmTransactionReview.ts";

const browser = useBrowser();

/** A seeded dev account that trades tokens only in this file, so its allowances start at zero. */
const ACCOUNT_INDEX = 6;

describe("swapping tokens", () => {
  it("enables BUSD for the router (Enabling, then Enabled) and sells it for USDT at the router's price", async () => {
    const page = await browser.newPage();
    const { manifest, publicClient } = getTestStack();
    const { router } = manifest.contracts;
    const busd = tokenAddress(manifest, "BUSD");
    const usdt = tokenAddress(manifest, "USDT");
    const wallet = await openSwapPage(page, {
      accountIndex: ACCOUNT_INDEX,
      query: `inputCurrency=${busd}&outputCurrency=${usdt}&exactAmount=250`,
    });
    assert.equal(await allowance(publicClient, busd, wallet.address, router), 0n);

    const approveButton = page.getByTestId("approve-button");
    await approveButton.filter({ hasText: "Enable BUSD" }).waitFor();
    assert.equal(await page.getByTestId("swap-button").isDisabled(), true);
    // Held in the mempool, the approval is pending for as long as the test looks.
    const mining = await pauseMining(manifest.rpcUrl);
    let approvalHash: Hash;
    try {
      await approveButton.click();
      // The review names the app's router and says the allowance is unlimited.
      await page
        .getByTestId("transaction-review")
        .getByTestId("preview-approval")
        .filter({ hasText: "Griddle Router may spend unlimited BUSD" })
        .waitFor();
      await confirmTransactionReview(page, { title: "Enable BUSD" });
      approvalHash = await wallet.transactionSent(0);
      await approveButton.filter({ hasText: "Enabling" }).waitFor();
      assert.equal(await approveButton.getAttribute("aria-busy"), "true", "with a spinner");
      assert.equal(await approveButton.isDisabled(), true);
    } finally {
      await mining.resume();
    }
    await approveButton.filter({ hasText: "Enabled" }).waitFor();
    assert.equal(await approveButton.isDisabled(), true);
    // Approved with the maximum amount, at the user's gas price, once.
    assert.equal(await allowance(publicClient, busd, wallet.address, router), maxUint256);
    assert.equal((await publicClient.getTransaction({ hash: approvalHash })).gasPrice, parseGwei("5"));
    await gasCost(publicClient, approvalHash);

    const amountIn = parseEther("250");
    const [, expectedOut = 0n] = await quoteOut(publicClient, manifest, amountIn, [busd, usdt]);
    const busdBefore = await tokenBalance(publicClient, busd, wallet.address);
    const usdtBefore = await tokenBalance(publicClient, usdt, wallet.address);
    await gasCost(publicClient, await submitSwap(page, wallet));
    assert.equal(await tokenBalance(publicClient, busd, wallet.address), busdBefore - amountIn);
    assert.equal(await tokenBalance(publicClient, usdt, wallet.address), usdtBefore + expectedOut);

    await page
      .getByRole("dialog", { name: "Confirm Swap" })
      .getByRole("button", { name: "Close" })
      .first()
      .click();
    await page.getByRole("button", { name: "Recent transactions" }).click();
    await page
      .getByTestId("recent-transaction")
      .filter({ hasText: "Approve BUSD" })
      .filter({ hasText: "Confirmed" })
      .waitFor();
  });

  it("buys an exact amount of USDT with BUSD, already enabled, taking only what the router needs", async () => {
    const page = await browser.newPage();
    const { manifest, publicClient } = getTestStack();
    const busd = tokenAddress(manifest, "BUSD");
    const usdt = tokenAddress(manifest, "USDT");
    const wallet = await openSwapPage(page, {
      accountIndex: ACCOUNT_INDEX,
      query: `inputCurrency=${busd}&outputCurrency=${usdt}&exactField=output&exactAmount=100`,
    });
    await page.getByTestId("maximum-sold").waitFor();
    assert.equal(
      await page.getByTestId("approve-button").count(),
      0,
      "no approval step for an allowance already given",
    );

    const amountOut = parseEther("100");
    const [expectedIn = 0n] = await quoteIn(publicClient, manifest, amountOut, [busd, usdt]);
    const busdBefore = await tokenBalance(publicClient, busd, wallet.address);
    const usdtBefore = await tokenBalance(publicClient, usdt, wallet.address);
    await gasCost(publicClient, await submitSwap(page, wallet));
    assert.equal(await tokenBalance(publicClient, usdt, wallet.address), usdtBefore + amountOut);
    assert.equal(await tokenBalance(publicClient, busd, wallet.address), busdBefore - expectedIn);
  });

  it("picks CAKE and BNB in the token list and sells CAKE for BNB", async () => {
    const page = await browser.newPage();
    const { manifest, publicClient } = getTestStack();
    const { cake, wbnb } = manifest.contracts;
    const wallet = await openSwapPage(page, { accountIndex: ACCOUNT_INDEX });

    await page.getByTestId("currency-select-INPUT").click();
    const list = page.getByRole("dialog", { name: "Select a Token" });
    await list.getByLabel("Search name or paste address").fill("cake");
    await list.getByRole("button").filter({ hasText: "CAKE Token" }).click();
    await page.getByTestId("currency-select-OUTPUT").click();
    await list.getByLabel("Search name or paste address").fill("zzz");
    await list.getByText("No results found.").waitFor();
    await list.getByLabel("Search name or paste address").fill("bnb");
    await list.getByRole("button").filter({ hasText: "Wrapped BNB" }).waitFor();
    await list.getByLabel("Search name or paste address").press("Enter");
    await list.waitFor({ state: "detached" });
    assert.match(await page.getByTestId("currency-select-INPUT").innerText(), /CAKE/);
    assert.match(await page.getByTestId("currency-select-OUTPUT").innerText(), /BNB/);

    await page.getByTestId("amount-INPUT").fill("40");
    await page.getByTestId("approve-button").filter({ hasText: "Enable CAKE" }).click();
    await confirmTransactionReview(page, { title: "Enable CAKE" });
    await gasCost(publicClient, await wallet.transactionSent(0));
    await page.getByTestId("approve-button").filter({ hasText: "Enabled" }).waitFor();

    const amountIn = parseEther("40");
    const [, expectedOut = 0n] = await quoteOut(publicClient, manifest, amountIn, [cake, wbnb]);
    const bnbBefore = await publicClient.getBalance({ address: wallet.address });
    const cakeBefore = await tokenBalance(publicClient, cake, wallet.address);
    const swapGas = await gasCost(publicClient, await submitSwap(page, wallet));
    assert.equal(await tokenBalance(publicClient, cake, wallet.address), cakeBefore - amountIn);
    assert.equal(
      await publicClient.getBalance({ address: wallet.address }),
      bnbBefore + expectedOut - swapGas,
    );
  });
});
