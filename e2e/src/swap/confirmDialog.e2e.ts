import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { createWalletClient, http, parseAbi, parseEther } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { LOCAL_DEV_MNEMONIC } from "@griddle/sdk";
import { useBrowser } from "../harness/browserSession.ts";
import { getTestStack } from "../harness/testStack.ts";
import { gasCost, quoteOut, tokenAddress, tokenBalance } from "./support/chainReads.ts";
import { openSwapPage } from "./support/openSwapPage.ts";

const browser = useBrowser();

const ACCOUNT_INDEX = 13;
/** Trades on the same pool while the dialog is open, from outside the app. */
const OTHER_TRADER_INDEX = 15;

const swapAbi = parseAbi([
  "function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)",
]);

describe("the confirm dialog", () => {
  it("shows 'Price Updated' when the pool moves, and confirms only after Accept", async () => {
    const page = await browser.newPage();
    const { manifest, publicClient } = getTestStack();
    const { wbnb, cake, router } = manifest.contracts;
    const wallet = await openSwapPage(page, {
      accountIndex: ACCOUNT_INDEX,
      query: `outputCurrency=${cake}&exactAmount=1`,
    });
    await page.getByTestId("swap-details").waitFor();
    await page.getByTestId("swap-button").click();
    const dialog = page.getByRole("dialog", { name: "Confirm Swap" });
    await dialog.getByText("Output is estimated. You will receive at least").waitFor();
    assert.equal(await dialog.getByText("Price Updated").count(), 0);

    const otherTrader = createWalletClient({
      account: mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: OTHER_TRADER_INDEX }),
      transport: http(manifest.rpcUrl),
    });
    const { timestamp } = await publicClient.getBlock();
    await gasCost(
      publicClient,
      await otherTrader.writeContract({
        chain: null,
        address: router,
        abi: swapAbi,
        functionName: "swapExactETHForTokens",
        args: [0n, [wbnb, cake], otherTrader.account.address, timestamp + 600n],
        value: parseEther("5"),
      }),
    );

    await dialog.getByText("Price Updated").waitFor();
    const confirm = dialog.getByTestId("confirm-swap-button");
    assert.equal(await confirm.isDisabled(), true);
    await dialog.getByRole("button", { name: "Accept" }).click();
    await dialog.getByText("Price Updated").waitFor({ state: "detached" });

    const [, expectedOut = 0n] = await quoteOut(publicClient, manifest, parseEther("1"), [wbnb, cake]);
    const cakeBefore = await tokenBalance(publicClient, cake, wallet.address);
    await confirm.click();
    await gasCost(publicClient, await wallet.transactionSent(0));
    await dialog.getByText("Transaction Submitted").waitFor();
    assert.equal(await tokenBalance(publicClient, cake, wallet.address), cakeBefore + expectedOut);
  });

  it("shows the wallet's rejection and sends nothing", async () => {
    const page = await browser.newPage();
    const { manifest, publicClient } = getTestStack();
    const busd = tokenAddress(manifest, "BUSD");
    const wallet = await openSwapPage(page, {
      accountIndex: ACCOUNT_INDEX,
      query: `outputCurrency=${busd}&exactAmount=1`,
    });
    const nonce = await publicClient.getTransactionCount({ address: wallet.address });

    wallet.rejectNext("eth_sendTransaction");
    await page.getByTestId("swap-button").click();
    const dialog = page.getByRole("dialog", { name: "Confirm Swap" });
    await dialog.getByTestId("confirm-swap-button").click();
    await dialog.getByText("Transaction rejected.").waitFor();
    await dialog.getByRole("button", { name: "Dismiss" }).click();
    await dialog.waitFor({ state: "detached" });

    assert.equal(wallet.sentTransactions.length, 0);
    assert.equal(await publicClient.getTransactionCount({ address: wallet.address }), nonce);
    // Nothing was sent, so the amount stays for another try.
    assert.equal(await page.getByTestId("amount-INPUT").inputValue(), "1");
  });
});
