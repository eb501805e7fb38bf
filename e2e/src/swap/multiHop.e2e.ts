import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { decodeFunctionData, parseAbi, parseEther } from "viem";
import { useBrowser } from "../harness/browserSession.ts";
import { getTestStack } from "../harness/testStack.ts";
import { gasCost, quoteOut, tokenAddress, tokenBalance } from "./support/chainReads.ts";
import { openSwapPage } from "./support/openSwapPage.ts";
import { closeSettings, openSettings } from "./support/settingsDialog.ts";
import { submitSwap } from "./support/submitSwap.ts";

const browser = useBrowser();

const ACCOUNT_INDEX = 7;

const exactEthForTokens = parseAbi([
  "function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable",
]);

describe("multi-hop swaps and swap settings", () => {
  it("routes BNB to TWT through CAKE at the router's price, with the user's 1% slippage", async () => {
    const page = await browser.newPage();
    const { manifest, publicClient } = getTestStack();
    const { wbnb, cake } = manifest.contracts;
    const twt = tokenAddress(manifest, "TWT");
    const wallet = await openSwapPage(page, { accountIndex: ACCOUNT_INDEX, query: `outputCurrency=${twt}` });

    const settings = await openSettings(page);
    await settings.getByRole("button", { name: "1.0%", exact: true }).click();
    await closeSettings(page, settings);
    await page.getByTestId("slippage-tolerance").filter({ hasText: "1%" }).waitFor();

    await page.getByTestId("amount-INPUT").fill("3");
    await page.getByTestId("swap-route").filter({ hasText: "BNB > CAKE > TWT" }).waitFor();
    const amountIn = parseEther("3");
    const path = [wbnb, cake, twt];
    const amounts = await quoteOut(publicClient, manifest, amountIn, path);
    const expectedOut = amounts[2] ?? 0n;

    const twtBefore = await tokenBalance(publicClient, twt, wallet.address);
    const bnbBefore = await publicClient.getBalance({ address: wallet.address });
    const hash = await submitSwap(page, wallet);
    const gas = await gasCost(publicClient, hash);
    assert.equal(await tokenBalance(publicClient, twt, wallet.address), twtBefore + expectedOut);
    assert.equal(await publicClient.getBalance({ address: wallet.address }), bnbBefore - amountIn - gas);

    const { input } = await publicClient.getTransaction({ hash });
    const { args } = decodeFunctionData({ abi: exactEthForTokens, data: input });
    assert.deepEqual(args[1], path);
    assert.equal(args[0], (expectedOut * 10_000n) / 10_100n, "minimum received at 1% slippage");
  });

  it("keeps single-hop mode and the slippage across a reload, and then finds no route to TWT", async () => {
    const page = await browser.newPage();
    const { manifest } = getTestStack();
    const twt = tokenAddress(manifest, "TWT");
    await openSwapPage(page, { accountIndex: ACCOUNT_INDEX, query: `outputCurrency=${twt}&exactAmount=1` });
    await page.getByTestId("swap-route").waitFor();

    const settings = await openSettings(page);
    await settings.getByRole("switch", { name: "Disable Multihops", exact: true }).click();
    await settings.getByRole("textbox", { name: "Custom slippage" }).fill("2.5");
    await closeSettings(page, settings);
    await page.getByText("Insufficient liquidity for this trade.").waitFor();
    await page.getByText("Try enabling multi-hop trades.").waitFor();

    await page.reload();
    await page.getByText("Try enabling multi-hop trades.").waitFor();
    await page.getByTestId("slippage-tolerance").filter({ hasText: "2.5%" }).waitFor();
    assert.equal(await page.getByTestId("swap-button").count(), 0);

    // Multi-hop back on: the route through CAKE returns.
    const again = await openSettings(page);
    await again.getByRole("switch", { name: "Disable Multihops", exact: true, checked: true }).click();
    await closeSettings(page, again);
    await page.getByTestId("swap-route").filter({ hasText: "BNB > CAKE > TWT" }).waitFor();
  });
});
