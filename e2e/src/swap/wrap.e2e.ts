import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { formatEther, parseEther } from "viem";
import { useBrowser } from "../harness/browserSession.ts";
import { confirmTransactionReview } from "../harness/confirmTransactionReview.ts";
import { previewedChange } from "../harness/readPreview.ts";
import { getTestStack } from "../harness/testStack.ts";
import { gasCost, tokenBalance } from "./support/chainReads.ts";
import { openSwapPage } from "./support/openSwapPage.ts";

const browser = useBrowser();

const ACCOUNT_INDEX = 11;
const CANCELLING_ACCOUNT_INDEX = 12;

describe("wrapping BNB", () => {
  it("wraps BNB into WBNB and unwraps it back 1:1, refusing more than the balance", async () => {
    const page = await browser.newPage();
    const { manifest, publicClient } = getTestStack();
    const { wbnb } = manifest.contracts;
    const wallet = await openSwapPage(page, { accountIndex: ACCOUNT_INDEX, query: `outputCurrency=${wbnb}` });

    // Max keeps 0.01 BNB for gas, and hides once the field holds it.
    const balance = await publicClient.getBalance({ address: wallet.address });
    await page.getByRole("button", { name: "MAX", exact: true }).click();
    assert.equal(
      await page.getByTestId("amount-INPUT").inputValue(),
      formatEther(balance - parseEther("0.01")),
    );
    await page.getByRole("button", { name: "MAX", exact: true }).waitFor({ state: "detached" });

    await page.getByTestId("amount-INPUT").fill("100000");
    await page.getByRole("button", { name: "Insufficient BNB balance" }).waitFor();
    assert.equal(await page.getByTestId("wrap-button").isDisabled(), true);
    // A wrap is 1:1: no route, no price, no details.
    assert.equal(await page.getByTestId("amount-OUTPUT").inputValue(), "100000");
    assert.equal(await page.getByTestId("swap-details").count(), 0);

    await page.getByTestId("amount-INPUT").fill("1.25");
    const bnbBefore = await publicClient.getBalance({ address: wallet.address });
    const wbnbBefore = await tokenBalance(publicClient, wbnb, wallet.address);
    await page.getByRole("button", { name: "Wrap", exact: true }).click();
    // One click opens the review first; its preview is exact to the wei.
    const wrapPreview = await confirmTransactionReview(page, {
      title: "Wrap 1.25 BNB to WBNB",
      readWith: "trace",
    });
    assert.ok(wrapPreview);
    assert.equal(previewedChange(wrapPreview, "native"), -parseEther("1.25"));
    assert.equal(previewedChange(wrapPreview, wbnb), parseEther("1.25"));
    const wrapGas = await gasCost(publicClient, await wallet.transactionSent(0));
    assert.equal(await tokenBalance(publicClient, wbnb, wallet.address), wbnbBefore + parseEther("1.25"));
    assert.equal(
      await publicClient.getBalance({ address: wallet.address }),
      bnbBefore - parseEther("1.25") - wrapGas,
    );

    await page.getByRole("button", { name: "Switch tokens" }).click();
    await page.getByTestId("amount-INPUT").fill("5000");
    await page.getByRole("button", { name: "Insufficient WBNB balance" }).waitFor();
    await page.getByTestId("amount-INPUT").fill("0.75");
    const bnbMiddle = await publicClient.getBalance({ address: wallet.address });
    await page.getByRole("button", { name: "Unwrap", exact: true }).click();
    await confirmTransactionReview(page, { title: "Unwrap 0.75 WBNB to BNB" });
    const unwrapGas = await gasCost(publicClient, await wallet.transactionSent(1));
    assert.equal(
      await tokenBalance(publicClient, wbnb, wallet.address),
      wbnbBefore + parseEther("1.25") - parseEther("0.75"),
    );
    assert.equal(
      await publicClient.getBalance({ address: wallet.address }),
      bnbMiddle + parseEther("0.75") - unwrapGas,
    );
  });

  it("sends nothing when the review is cancelled, by Cancel or Escape, and the page stays usable", async () => {
    const page = await browser.newPage();
    const { manifest, publicClient } = getTestStack();
    const { wbnb } = manifest.contracts;
    const wallet = await openSwapPage(page, {
      accountIndex: CANCELLING_ACCOUNT_INDEX,
      query: `outputCurrency=${wbnb}`,
    });
    const nonceBefore = await publicClient.getTransactionCount({ address: wallet.address });
    await page.getByTestId("amount-INPUT").fill("0.5");

    await page.getByRole("button", { name: "Wrap", exact: true }).click();
    const review = page.getByTestId("transaction-review");
    await review.getByRole("button", { name: "Cancel", exact: true }).click();
    await review.waitFor({ state: "detached" });
    // Focus lands on Confirm, so the keyboard decides too: Escape cancels.
    await page.getByRole("button", { name: "Wrap", exact: true }).click();
    await review.getByTestId("transaction-review-confirm").waitFor();
    assert.equal(
      await review.getByTestId("transaction-review-confirm").evaluate((b) => b === document.activeElement),
      true,
    );
    await page.keyboard.press("Escape");
    await review.waitFor({ state: "detached" });

    assert.equal(wallet.sentTransactions.length, 0, "nothing reached the wallet");
    assert.equal(await publicClient.getTransactionCount({ address: wallet.address }), nonceBefore);
    assert.equal(await page.getByTestId("amount-INPUT").inputValue(), "0.5", "the form keeps its amount");

    const wbnbBefore = await tokenBalance(publicClient, wbnb, wallet.address);
    await page.getByRole("button", { name: "Wrap", exact: true }).click();
    await confirmTransactionReview(page);
    await wallet.transactionSent(0);
    assert.equal(await tokenBalance(publicClient, wbnb, wallet.address), wbnbBefore + parseEther("0.5"));
  });
});
