import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { formatEther, parseEther } from "viem";
import { useBrowser } from "../harness/browserSession.ts";
import { getTestStack } from "../harness/testStack.ts";
import { gasCost, tokenBalance } from "./support/chainReads.ts";
import { openSwapPage } from "./support/openSwapPage.ts";

const browser = useBrowser();

const ACCOUNT_INDEX = 11;

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
});
