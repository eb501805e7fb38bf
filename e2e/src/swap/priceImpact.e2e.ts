import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { formatEther } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { LOCAL_DEV_MNEMONIC } from "@griddle/sdk";
import { useBrowser } from "../harness/browserSession.ts";
import { getTestStack } from "../harness/testStack.ts";
import { gasCost, quoteOut, reservesOf, tokenBalance } from "./support/chainReads.ts";
import { openSwapPage } from "./support/openSwapPage.ts";
import { closeSettings, openSettings, turnOnExpertMode } from "./support/settingsDialog.ts";

const browser = useBrowser();

const ACCOUNT_INDEX = 9;
/** Receives the expert-mode swap's output; never trades itself. */
const RECIPIENT_INDEX = 12;

/**
 * The BNB that moves the BONDLY pool by `percent` once the 0.25% fee is left out. Selling a into
 * reserve R costs q = 1 - 0.9975·R / (R + 0.9975·a) of the mid price, fee included; with
 * q = p + 0.25% that solves to a = R·p / ((1 - p - 0.0025) · 0.9975).
 */
function bnbForPriceImpact(reserveIn: bigint, percent: bigint): bigint {
  const impactBps = percent * 100n;
  return (reserveIn * impactBps * 10_000n) / ((10_000n - impactBps - 25n) * 9_975n);
}

describe("price impact", () => {
  it("turns the button to 'Swap Anyway' above 5% and asks the browser to confirm from 10%", async () => {
    const page = await browser.newPage();
    const { manifest, publicClient } = getTestStack();
    const { wbnb } = manifest.contracts;
    const bondly = manifest.notices.compromisedToken;
    const { reserveIn } = await reservesOf(publicClient, manifest, wbnb, bondly);
    const amountIn = bnbForPriceImpact(reserveIn, 11n);
    const wallet = await openSwapPage(page, {
      accountIndex: ACCOUNT_INDEX,
      query: `outputCurrency=${bondly}&exactAmount=${formatEther(amountIn)}`,
    });
    await page.getByText("Warning: BONDLY has been compromised").waitFor();
    await page.getByText("Please remove your BONDLY liquidity until further notice.").waitFor();
    await page.getByTestId("price-impact").locator('[data-severity="3"]').waitFor();
    const impact = Number((await page.getByTestId("price-impact").innerText()).match(/([\d.]+)%/)?.[1]);
    assert.ok(impact >= 10 && impact < 15, `price impact ${impact}%`);
    await page.getByTestId("swap-button").filter({ hasText: "Swap Anyway" }).click();

    const dialog = page.getByRole("dialog", { name: "Confirm Swap" });
    const declined = new Promise<string>((resolve) =>
      page.once("dialog", (prompt) => {
        resolve(prompt.message());
        void prompt.dismiss();
      }),
    );
    await dialog.getByRole("button", { name: "Swap Anyway" }).click();
    assert.equal(
      await declined,
      "This swap has a price impact of at least 10%. Please confirm that you would like to continue with this swap.",
    );
    assert.equal(wallet.sentTransactions.length, 0, "a declined confirm sends nothing");

    const [, expectedOut = 0n] = await quoteOut(publicClient, manifest, amountIn, [wbnb, bondly]);
    const bondlyBefore = await tokenBalance(publicClient, bondly, wallet.address);
    page.once("dialog", (prompt) => void prompt.accept());
    await dialog.getByRole("button", { name: "Swap Anyway" }).click();
    await gasCost(publicClient, await wallet.transactionSent(0));
    await dialog.getByText("Transaction Submitted").waitFor();
    assert.equal(await tokenBalance(publicClient, bondly, wallet.address), bondlyBefore + expectedOut);
  });

  it("blocks 15% and more until expert mode, which swaps to a recipient after the typed 'confirm'", async () => {
    const page = await browser.newPage();
    const { manifest, publicClient } = getTestStack();
    const { wbnb, factory } = manifest.contracts;
    const bondly = manifest.notices.compromisedToken;
    const recipient = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: RECIPIENT_INDEX }).address;
    const { reserveIn } = await reservesOf(publicClient, manifest, wbnb, bondly);
    const amountIn = bnbForPriceImpact(reserveIn, 16n);
    const wallet = await openSwapPage(page, {
      accountIndex: ACCOUNT_INDEX,
      query: `outputCurrency=${bondly}&exactAmount=${formatEther(amountIn)}`,
    });

    await page.getByTestId("price-impact").locator('[data-severity="4"]').waitFor();
    const blocked = page.getByTestId("swap-button").filter({ hasText: "Price Impact Too High" });
    await blocked.waitFor();
    assert.equal(await blocked.isDisabled(), true);
    assert.equal(await page.getByRole("button", { name: "+ Add a send (optional)" }).count(), 0);

    const settings = await openSettings(page);
    await turnOnExpertMode(page, settings);
    await closeSettings(page, settings);

    await page.getByRole("button", { name: "+ Add a send (optional)" }).click();
    const recipientField = page.getByPlaceholder("Wallet Address or ENS name");
    await recipientField.fill("nobody.bnb");
    await page.getByTestId("swap-button").filter({ hasText: "Enter a recipient" }).waitFor();
    await recipientField.fill(factory);
    await page.getByTestId("swap-button").filter({ hasText: "Invalid recipient" }).waitFor();
    await recipientField.fill(` ${recipient.toLowerCase()} `);
    assert.equal(await recipientField.inputValue(), recipient.toLowerCase(), "whitespace is removed");

    const [, expectedOut = 0n] = await quoteOut(publicClient, manifest, amountIn, [wbnb, bondly]);
    const recipientBefore = await tokenBalance(publicClient, bondly, recipient);
    const senderBefore = await tokenBalance(publicClient, bondly, wallet.address);
    const bnbBefore = await publicClient.getBalance({ address: wallet.address });
    // Expert mode skips the confirm dialog, but 15% still needs the typed word.
    await page.getByTestId("swap-button").filter({ hasText: "Swap Anyway" }).click();
    const prompt = page.getByRole("dialog", { name: "Confirm Swap" });
    await prompt
      .getByText(
        'This swap has a price impact of at least 15%. Please type the word "confirm" to continue with this swap.',
      )
      .waitFor();
    await prompt.getByRole("textbox").fill("confirm");
    await prompt.getByRole("button", { name: "Swap Anyway" }).click();
    const gas = await gasCost(publicClient, await wallet.transactionSent(0));

    assert.equal(await tokenBalance(publicClient, bondly, recipient), recipientBefore + expectedOut);
    assert.equal(await tokenBalance(publicClient, bondly, wallet.address), senderBefore);
    assert.equal(await publicClient.getBalance({ address: wallet.address }), bnbBefore - amountIn - gas);
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="amount-INPUT"]') as HTMLInputElement | null)?.value === "",
    );
    await page.getByRole("button", { name: "- Remove send" }).click();
    assert.equal(await recipientField.count(), 0);
  });
});
