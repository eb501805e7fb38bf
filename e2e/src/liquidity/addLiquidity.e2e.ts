import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import {
  createWalletClient,
  decodeFunctionData,
  formatUnits,
  http,
  parseUnits,
  zeroAddress,
  type Hash,
} from "viem";
import type { Locator, Page } from "playwright-core";
import { griddleRouterAbi } from "@griddle/sdk";
import { useBrowser } from "../harness/browserSession.ts";
import type { TestWallet } from "../harness/injectTestWallet.ts";
import { getTestStack } from "../harness/testStack.ts";
import { gasCost, tokenAddress, tokenBalance } from "../swap/support/chainReads.ts";
import {
  devAccount,
  fundWithTokens,
  liquidityMintedFor,
  pairAddressOf,
  readPair,
  reservesFor,
} from "./support/liquidityChain.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { waitForDangerColour, shownFieldAmount } from "./support/openLiquidityPage.ts";
import { addLiquidityAmounts, quote, sqrt } from "./support/pairMath.ts";
import { roundDownToSignificant } from "./support/roundDownToSignificant.ts";
import { approveLiquidityTokens } from "./support/approveLiquidityTokens.ts";

const browser = useBrowser();

/** Holds only BNB until the setup below gives it tokens. */
const ACCOUNT_INDEX = 17;
const account = devAccount(ACCOUNT_INDEX).address;
/** Trades on a pool while the review is open, from outside the app (holds only BNB). */
const OTHER_TRADER_INDEX = 15;

function assertShown(shown: number, expected: bigint, decimals: number, what: string): void {
  const exact = Number(formatUnits(expected, decimals));
  assert.ok(Math.abs(shown - exact) <= exact * 1e-5, `${what}: shown ${shown}, pair math ${exact}`);
}

/** The review shows the LP tokens to 6 significant digits, rounded down. */
async function assertShownLp(dialog: Locator, liquidity: bigint): Promise<void> {
  const shown = await dialog.getByTestId("confirm-liquidity-minted").innerText();
  const exact = formatUnits(roundDownToSignificant(liquidity, 6), 18);
  assert.equal(Number(shown), Number(exact), `LP tokens: shown ${shown}, pair math ${exact}`);
}

/** Presses Supply and returns the review dialog. */
async function openReview(page: Page, dialogTitle: string): Promise<Locator> {
  await page.getByTestId("supply-button").click();
  const dialog = page.getByRole("dialog", { name: dialogTitle });
  await dialog.waitFor();
  return dialog;
}

/** Confirms the review and waits for 'Transaction Submitted'; returns the hash the wallet sent. */
async function confirm(dialog: Locator, wallet: TestWallet, confirmLabel: string): Promise<Hash> {
  const sentBefore = wallet.sentTransactions.length;
  await dialog.getByRole("button", { name: confirmLabel }).click();
  const hash = await wallet.transactionSent(sentBefore);
  await dialog.getByText("Transaction Submitted").waitFor();
  return hash;
}

describe("adding liquidity", () => {
  const { manifest, publicClient } = getTestStack();
  const dot = tokenAddress(manifest, "DOT");
  const link = tokenAddress(manifest, "LINK");
  const usdc = tokenAddress(manifest, "USDC");
  const busd = tokenAddress(manifest, "BUSD");
  const cake = manifest.contracts.cake;

  before(async () => {
    await fundWithTokens(publicClient, manifest, account, [
      { token: dot, amount: parseUnits("100", 18) },
      { token: link, amount: parseUnits("100", 18) },
      { token: usdc, amount: parseUnits("1000", 6) },
      { token: busd, amount: parseUnits("2000", 18) },
      { token: cake, amount: parseUnits("2000", 18) },
    ]);
  });

  it("names what is missing on the button: an amount, then a balance, in danger colour", async () => {
    const page = await browser.newPage();
    await openAppPage(page, `/add/${usdc}/${busd}`, { accountIndex: ACCOUNT_INDEX });
    const button = page.getByTestId("supply-button");
    await button.filter({ hasText: "Enter an amount" }).waitFor();
    assert.equal(await button.isDisabled(), true);
    await waitForDangerColour(button, false);

    await page.getByTestId("amount-CURRENCY_A").fill("5000");
    await button.filter({ hasText: "Insufficient USDC balance" }).waitFor();
    assert.equal(await button.isDisabled(), true);
    await waitForDangerColour(button, true);

    // A new pool (no CAKE-BUSD pair) takes both amounts as typed, so only B can fall short.
    const newPool = await browser.newPage();
    await openAppPage(newPool, `/add/${cake}/${busd}`, { accountIndex: ACCOUNT_INDEX });
    await newPool.getByText("Initial prices and pool share").waitFor();
    await newPool.getByTestId("amount-CURRENCY_A").fill("1");
    const newPoolButton = newPool.getByTestId("supply-button");
    await newPoolButton.filter({ hasText: "Enter an amount" }).waitFor();
    await newPool.getByTestId("amount-CURRENCY_B").fill("3000");
    await newPoolButton.filter({ hasText: "Insufficient BUSD balance" }).waitFor();
    await waitForDangerColour(newPoolButton, true);
  });

  it("creates a new pool at the typed ratio and mints √(a·b) − 1000 LP tokens", async () => {
    assert.equal(await pairAddressOf(publicClient, manifest, dot, link), zeroAddress, "no DOT-LINK pool yet");
    const page = await browser.newPage();
    const wallet = await openAppPage(page, `/add/${dot}/${link}`, { accountIndex: ACCOUNT_INDEX });
    await page.getByText("Initial prices and pool share").waitFor();
    await page.getByTestId("amount-CURRENCY_A").fill("10");
    await page.getByTestId("amount-CURRENCY_B").fill("40");
    await page.getByTestId("pool-share").filter({ hasText: "100%" }).waitFor();
    assert.equal(await page.getByTestId("price-b-per-a").innerText(), "4");
    assert.equal(await page.getByTestId("price-a-per-b").innerText(), "0.25");
    await approveLiquidityTokens(page);

    const dotBefore = await tokenBalance(publicClient, dot, account);
    const dialog = await openReview(page, "You are creating a pool");
    assert.equal(await dialog.getByTestId("confirm-pool-share").locator("dd").innerText(), "100%");
    const hash = await confirm(dialog, wallet, "Create Pool & Supply");
    await gasCost(publicClient, hash);
    // Once the app reads the block with the new pool, the form behind the dialog prices from it; the
    // dialog still shows what the user confirmed.
    await page.getByText("Prices and pool share", { exact: true }).waitFor();
    assert.equal(await dialog.getByText("Transaction Submitted").isVisible(), true, "dialog keeps its title");

    const amountDot = parseUnits("10", 18);
    const amountLink = parseUnits("40", 18);
    const call = decodeFunctionData({
      abi: griddleRouterAbi,
      data: (await publicClient.getTransaction({ hash })).input,
    });
    assert.equal(call.functionName, "addLiquidity");
    // A new pool takes the typed amounts as its minimums: they set its price.
    assert.deepEqual(call.args.slice(0, 6), [dot, link, amountDot, amountLink, amountDot, amountLink]);
    const pair = await pairAddressOf(publicClient, manifest, dot, link);
    assert.equal(await tokenBalance(publicClient, pair, account), sqrt(amountDot * amountLink) - 1000n);
    assert.equal(await tokenBalance(publicClient, dot, account), dotBefore - amountDot);

    await dialog.getByRole("button", { name: "Close" }).first().click();
    assert.equal(await page.getByTestId("amount-CURRENCY_A").inputValue(), "");
    await page.getByRole("button", { name: "Recent transactions" }).click();
    await page.getByTestId("recent-transaction").filter({ hasText: "Add 10 DOT and 40 LINK" }).waitFor();
  });

  it("adds to an existing token pair at the pool price, minting what the pair math gives", async () => {
    const page = await browser.newPage();
    const wallet = await openAppPage(page, `/add/${usdc}/${busd}`, { accountIndex: ACCOUNT_INDEX });
    await page.getByText("Prices and pool share").waitFor();
    await page.getByTestId("amount-CURRENCY_A").fill("100");
    const pairAddress = await pairAddressOf(publicClient, manifest, usdc, busd);
    const before = await readPair(publicClient, manifest, pairAddress);
    const [reserveUsdc, reserveBusd] = reservesFor(before, usdc);
    const amountUsdc = parseUnits("100", 6);
    const amountBusd = quote(amountUsdc, reserveUsdc, reserveBusd);
    assertShown(await shownFieldAmount(page, "amount-CURRENCY_B"), amountBusd, 18, "BUSD");
    await approveLiquidityTokens(page);

    // The BUSD quoted from USDC is exactly what the router fits to it, so the deposit is as shown.
    assert.deepEqual(addLiquidityAmounts(amountUsdc, amountBusd, reserveUsdc, reserveBusd), {
      amountA: amountUsdc,
      amountB: amountBusd,
    });
    const expectedLp = liquidityMintedFor(before, usdc, amountUsdc, amountBusd);
    const lpBefore = await tokenBalance(publicClient, pairAddress, account);
    const busdBefore = await tokenBalance(publicClient, busd, account);
    const dialog = await openReview(page, "You will receive");
    await assertShownLp(dialog, expectedLp);
    const hash = await confirm(dialog, wallet, "Confirm Supply");
    await gasCost(publicClient, hash);

    assert.equal(await tokenBalance(publicClient, pairAddress, account), lpBefore + expectedLp);
    assert.equal(await tokenBalance(publicClient, busd, account), busdBefore - amountBusd);
    const call = decodeFunctionData({
      abi: griddleRouterAbi,
      data: (await publicClient.getTransaction({ hash })).input,
    });
    assert.equal(call.functionName, "addLiquidity");
    // Minimums: the amounts less the default 0.5% slippage.
    assert.deepEqual(call.args.slice(4, 6), [(amountUsdc * 9950n) / 10_000n, (amountBusd * 9950n) / 10_000n]);
  });

  it("adds BNB and CAKE through addLiquidityETH with the BNB as value", async () => {
    const page = await browser.newPage();
    const wallet = await openAppPage(page, `/add/BNB/${cake}`, { accountIndex: ACCOUNT_INDEX });
    await page.getByText("Prices and pool share").waitFor();
    await page.getByTestId("amount-CURRENCY_A").fill("1.5");
    const pairAddress = await pairAddressOf(publicClient, manifest, manifest.contracts.wbnb, cake);
    const before = await readPair(publicClient, manifest, pairAddress);
    const [reserveWbnb, reserveCake] = reservesFor(before, manifest.contracts.wbnb);
    const amountBnb = parseUnits("1.5", 18);
    const amountCake = quote(amountBnb, reserveWbnb, reserveCake);
    assertShown(await shownFieldAmount(page, "amount-CURRENCY_B"), amountCake, 18, "CAKE");
    await approveLiquidityTokens(page);

    // addLiquidityETH fits the BNB to the CAKE (quoted from the BNB, rounded down), so it may take a
    // few wei less BNB than typed, and refund them; the pair mints for what it takes.
    const deposit = addLiquidityAmounts(amountCake, amountBnb, reserveCake, reserveWbnb);
    const expectedLp = liquidityMintedFor(before, cake, deposit.amountA, deposit.amountB);
    const lpBefore = await tokenBalance(publicClient, pairAddress, account);
    const bnbBefore = await publicClient.getBalance({ address: account });
    const dialog = await openReview(page, "You will receive");
    // The review prices the amounts it shows as deposited.
    await assertShownLp(dialog, liquidityMintedFor(before, cake, amountCake, amountBnb));
    const hash = await confirm(dialog, wallet, "Confirm Supply");
    const gas = await gasCost(publicClient, hash);

    const transaction = await publicClient.getTransaction({ hash });
    assert.equal(transaction.value, amountBnb);
    const call = decodeFunctionData({ abi: griddleRouterAbi, data: transaction.input });
    assert.equal(call.functionName, "addLiquidityETH");
    assert.equal(call.args[0], cake);
    assert.equal(await tokenBalance(publicClient, pairAddress, account), lpBefore + expectedLp);
    assert.equal(await publicClient.getBalance({ address: account }), bnbBefore - deposit.amountB - gas);
  });

  it("sends the deposit it reviewed when the pool price moves before Confirm", async () => {
    const page = await browser.newPage();
    const wallet = await openAppPage(page, `/add/BNB/${cake}`, { accountIndex: ACCOUNT_INDEX });
    await page.getByText("Prices and pool share").waitFor();
    await page.getByTestId("amount-CURRENCY_A").fill("1");
    const { wbnb, router } = manifest.contracts;
    const pairAddress = await pairAddressOf(publicClient, manifest, wbnb, cake);
    const [reserveWbnb, reserveCake] = reservesFor(await readPair(publicClient, manifest, pairAddress), wbnb);
    const amountBnb = parseUnits("1", 18);
    const reviewedCake = quote(amountBnb, reserveWbnb, reserveCake);
    assertShown(await shownFieldAmount(page, "amount-CURRENCY_B"), reviewedCake, 18, "CAKE");
    await approveLiquidityTokens(page);
    const dialog = await openReview(page, "You will receive");
    const shownCake = await dialog.getByTestId("confirm-deposited-b").locator("dd").innerText();
    const shownLp = await dialog.getByTestId("confirm-liquidity-minted").innerText();
    const fieldBefore = await page.getByTestId("amount-CURRENCY_B").inputValue();

    // A 0.1% buy of CAKE moves the price about 0.2%: within the default 0.5% slippage.
    const otherTrader = createWalletClient({
      account: devAccount(OTHER_TRADER_INDEX),
      transport: http(manifest.rpcUrl),
    });
    const { timestamp } = await publicClient.getBlock();
    await gasCost(
      publicClient,
      await otherTrader.writeContract({
        chain: null,
        address: router,
        abi: griddleRouterAbi,
        functionName: "swapExactETHForTokens",
        args: [0n, [wbnb, cake], otherTrader.account.address, timestamp + 600n],
        value: reserveWbnb / 1000n,
      }),
    );
    // The form behind the dialog follows the pool; the review keeps what the user is confirming.
    await page.waitForFunction(([input, before]) => (input as HTMLInputElement).value !== before, [
      await page.getByTestId("amount-CURRENCY_B").elementHandle(),
      fieldBefore,
    ] as const);
    assert.equal(await dialog.getByTestId("confirm-deposited-b").locator("dd").innerText(), shownCake);
    assert.equal(await dialog.getByTestId("confirm-liquidity-minted").innerText(), shownLp);

    const moved = await readPair(publicClient, manifest, pairAddress);
    const lpBefore = await tokenBalance(publicClient, pairAddress, account);
    const hash = await confirm(dialog, wallet, "Confirm Supply");
    await gasCost(publicClient, hash);
    const transaction = await publicClient.getTransaction({ hash });
    assert.equal(transaction.value, amountBnb);
    const call = decodeFunctionData({ abi: griddleRouterAbi, data: transaction.input });
    assert.equal(call.functionName, "addLiquidityETH");
    assert.deepEqual(call.args.slice(0, 4), [
      cake,
      reviewedCake,
      (reviewedCake * 9950n) / 10_000n,
      (amountBnb * 9950n) / 10_000n,
    ]);
    // The router fits the reviewed amounts to the moved price; the pair mints for what it takes.
    const [movedWbnb, movedCake] = reservesFor(moved, wbnb);
    const deposit = addLiquidityAmounts(reviewedCake, amountBnb, movedCake, movedWbnb);
    assert.equal(
      await tokenBalance(publicClient, pairAddress, account),
      lpBefore + liquidityMintedFor(moved, cake, deposit.amountA, deposit.amountB),
    );
  });
});
