import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { decodeFunctionData, formatUnits, parseAbi, parseEther, parseGwei } from "viem";
import { useBrowser } from "../harness/browserSession.ts";
import { getTestStack } from "../harness/testStack.ts";
import { gasCost, quoteIn, quoteOut, tokenAddress, tokenBalance } from "./support/chainReads.ts";
import { openSwapPage } from "./support/openSwapPage.ts";
import { shownAmount, submitSwap } from "./support/submitSwap.ts";

const browser = useBrowser();

/** BNB only (an unseeded dev account): BNB in needs no approval. */
const ACCOUNT_INDEX = 10;

const swapSelectors = parseAbi([
  "function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable",
  "function swapETHForExactTokens(uint256 amountOut, address[] path, address to, uint256 deadline) payable",
]);

function assertClose(shown: number, expected: bigint, decimals: number, what: string): void {
  const exact = Number(formatUnits(expected, decimals));
  assert.ok(Math.abs(shown - exact) <= exact * 1e-5, `${what}: shown ${shown}, router ${exact}`);
}

describe("swapping BNB for tokens", () => {
  it("sells an exact amount of BNB for BUSD at the router's price and lists the swap as confirmed", async () => {
    const page = await browser.newPage();
    const { manifest, publicClient } = getTestStack();
    const { wbnb, router } = manifest.contracts;
    const busd = tokenAddress(manifest, "BUSD");
    const wallet = await openSwapPage(page, { accountIndex: ACCOUNT_INDEX, query: `outputCurrency=${busd}` });

    await page.getByTestId("amount-INPUT").fill("2");
    await page.getByText("To (estimated)").waitFor();
    const amountIn = parseEther("2");
    const [, expectedOut = 0n] = await quoteOut(publicClient, manifest, amountIn, [wbnb, busd]);
    assertClose(await shownAmount(page, "OUTPUT"), expectedOut, 18, "BUSD out");

    const bnbBefore = await publicClient.getBalance({ address: wallet.address });
    const busdBefore = await tokenBalance(publicClient, busd, wallet.address);
    const hash = await submitSwap(page, wallet);
    const gas = await gasCost(publicClient, hash);

    assert.equal(await tokenBalance(publicClient, busd, wallet.address), busdBefore + expectedOut);
    assert.equal(await publicClient.getBalance({ address: wallet.address }), bnbBefore - amountIn - gas);
    const transaction = await publicClient.getTransaction({ hash });
    assert.equal(transaction.to?.toLowerCase(), router.toLowerCase());
    assert.equal(transaction.gasPrice, parseGwei("5"), "the Standard speed's gas price");
    assert.equal(transaction.value, amountIn);
    const call = decodeFunctionData({ abi: swapSelectors, data: transaction.input });
    assert.equal(call.functionName, "swapExactETHForTokens");
    assert.deepEqual(call.args[1], [wbnb, busd]);

    // Closing after success clears the amount.
    await page
      .getByRole("dialog", { name: "Confirm Swap" })
      .getByRole("button", { name: "Close" })
      .first()
      .click();
    assert.equal(await page.getByTestId("amount-INPUT").inputValue(), "");

    await page.getByRole("button", { name: "Recent transactions" }).click();
    const row = page.getByTestId("recent-transaction").filter({ hasText: "Swap 2 BNB for" });
    await row.filter({ hasText: "Confirmed" }).waitFor();
    assert.match(await row.innerText(), /BUSD/);
  });

  it("buys an exact amount of CAKE, paying only what the router needs", async () => {
    const page = await browser.newPage();
    const { manifest, publicClient } = getTestStack();
    const { wbnb, cake } = manifest.contracts;
    const wallet = await openSwapPage(page, {
      accountIndex: ACCOUNT_INDEX,
      query: `inputCurrency=BNB&outputCurrency=${cake}&exactField=output&exactAmount=150`,
    });

    await page.getByText("From (estimated)").waitFor();
    const amountOut = parseEther("150");
    const [expectedIn = 0n] = await quoteIn(publicClient, manifest, amountOut, [wbnb, cake]);
    assertClose(await shownAmount(page, "INPUT"), expectedIn, 18, "BNB in");
    await page.getByTestId("maximum-sold").waitFor();

    const bnbBefore = await publicClient.getBalance({ address: wallet.address });
    const cakeBefore = await tokenBalance(publicClient, cake, wallet.address);
    const hash = await submitSwap(page, wallet);
    const gas = await gasCost(publicClient, hash);

    assert.equal(await tokenBalance(publicClient, cake, wallet.address), cakeBefore + amountOut);
    // The router refunds what the 0.5% slippage allowance did not use.
    assert.equal(await publicClient.getBalance({ address: wallet.address }), bnbBefore - expectedIn - gas);
    const transaction = await publicClient.getTransaction({ hash });
    assert.equal(
      decodeFunctionData({ abi: swapSelectors, data: transaction.input }).functionName,
      "swapETHForExactTokens",
    );
    assert.equal(transaction.value, (expectedIn * 10_050n) / 10_000n);

    // Escape closes the submitted dialog too (focus has left it with the confirm button) and clears
    // the amounts.
    await page.keyboard.press("Escape");
    await page.getByRole("dialog", { name: "Confirm Swap" }).waitFor({ state: "detached" });
    assert.equal(await page.getByTestId("amount-OUTPUT").inputValue(), "");
  });
});
