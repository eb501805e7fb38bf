import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { decodeFunctionData, parseAbi, parseUnits } from "viem";
import { useBrowser } from "../harness/browserSession.ts";
import { getTestStack } from "../harness/testStack.ts";
import { gasCost, reservesOf, tokenBalance } from "./support/chainReads.ts";
import { openSwapPage } from "./support/openSwapPage.ts";
import { closeSettings, openSettings } from "./support/settingsDialog.ts";
import { submitSwap } from "./support/submitSwap.ts";
import { confirmTransactionReview } from "../harness/confirmTransactionReview.ts";

const browser = useBrowser();

const ACCOUNT_INDEX = 8;

const routerAbi = parseAbi([
  "function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) pure returns (uint256 amountOut)",
  "function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)",
]);

describe("selling the 10% fee-on-transfer token", () => {
  it("fails with the revert reason at 0.5% slippage and sells through the fee-on-transfer method at 12%", async () => {
    const page = await browser.newPage();
    const { manifest, publicClient } = getTestStack();
    const { router, wbnb } = manifest.contracts;
    const safemoon = manifest.notices.feeOnTransferToken;
    const wallet = await openSwapPage(page, {
      accountIndex: ACCOUNT_INDEX,
      query: `inputCurrency=${safemoon}&outputCurrency=BNB&exactAmount=1000000000`,
    });
    await page.getByText("Notice for trading SAFEMOON").waitFor();
    await page
      .getByText("To trade SAFEMOON, set your slippage tolerance to 12% or more in the settings.")
      .waitFor();

    await page.getByTestId("approve-button").filter({ hasText: "Enable SAFEMOON" }).click();
    await confirmTransactionReview(page, { title: "Enable SAFEMOON" });
    await gasCost(publicClient, await wallet.transactionSent(0));
    await page.getByTestId("approve-button").filter({ hasText: "Enabled" }).waitFor();

    // At the default 0.5% the pool receives 10% less than the trade expects: every variant reverts.
    await page.getByTestId("swap-button").click();
    const dialog = page.getByRole("dialog", { name: "Confirm Swap" });
    await dialog.getByTestId("confirm-swap-button").click();
    await dialog
      .getByText("The transaction cannot succeed due to error: InsufficientOutputAmount.")
      .waitFor();
    await dialog.getByRole("button", { name: "Dismiss" }).click();
    assert.equal(wallet.sentTransactions.length, 1, "only the approval was sent");

    const settings = await openSettings(page);
    await settings.getByRole("textbox", { name: "Custom slippage" }).fill("12");
    await closeSettings(page, settings);
    await page.getByTestId("slippage-tolerance").filter({ hasText: "12%" }).waitFor();

    const amountIn = parseUnits("1000000000", 9);
    const before = await reservesOf(publicClient, manifest, safemoon, wbnb);
    const safemoonBefore = await tokenBalance(publicClient, safemoon, wallet.address);
    const bnbBefore = await publicClient.getBalance({ address: wallet.address });
    const hash = await submitSwap(page, wallet);
    const gas = await gasCost(publicClient, hash);

    const { input } = await publicClient.getTransaction({ hash });
    assert.equal(
      decodeFunctionData({ abi: routerAbi, data: input }).functionName,
      "swapExactTokensForETHSupportingFeeOnTransferTokens",
    );
    // The pool got the amount less the token's 10% fee, and paid out the router's amount for that.
    const after = await reservesOf(publicClient, manifest, safemoon, wbnb);
    const received = after.reserveIn - before.reserveIn;
    assert.equal(received, (amountIn * 90n) / 100n);
    const expectedOut = await publicClient.readContract({
      address: router,
      abi: routerAbi,
      functionName: "getAmountOut",
      args: [received, before.reserveIn, before.reserveOut],
    });
    assert.equal(after.reserveOut, before.reserveOut - expectedOut);
    assert.equal(await publicClient.getBalance({ address: wallet.address }), bnbBefore + expectedOut - gas);
    // The seller pays the whole amount, then gets a sliver of the 5% reflection back like every holder.
    const safemoonAfter = await tokenBalance(publicClient, safemoon, wallet.address);
    assert.ok(safemoonAfter >= safemoonBefore - amountIn, "no more than the amount sold left the wallet");
    assert.ok(safemoonAfter < safemoonBefore - amountIn + amountIn / 20n, "the reflection is a share of 5%");
  });
});
