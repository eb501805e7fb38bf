// The preview embedded in the add and remove liquidity confirm dialogs (issue 25) against the mined
// transaction: every row it shows (the tokens or BNB sent, the LP tokens received; the LP tokens sent,
// the tokens or BNB received) equals the balance change read from the chain, to the wei, and it shows
// no other row. BNB is compared apart from the gas the receipt names (gasUsed × effectiveGasPrice).
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { parseEther, parseUnits, type Address, type Hash } from "viem";
import type { Locator, Page } from "playwright-core";
import { useBrowser } from "../harness/browserSession.ts";
import { devAccounts } from "../harness/devAccounts.ts";
import type { TestWallet } from "../harness/injectTestWallet.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { previewedChange, readPreview, type Preview } from "../harness/readPreview.ts";
import { getTestStack } from "../harness/testStack.ts";
import { gasCost, tokenAddress, tokenBalance } from "../swap/support/chainReads.ts";
import { approveLiquidityTokens } from "./support/approveLiquidityTokens.ts";
import { depositTokenAndBnb, devAccount, fundWithTokens, pairAddressOf } from "./support/liquidityChain.ts";

const browser = useBrowser();

/** Unseeded accounts no other suite uses: one adds, one removes, so neither moves the other's balances. */
const ADDING_ACCOUNT_INDEX = 176;
const REMOVING_ACCOUNT_INDEX = 177;
/** BNB in the previews' rows is "native". */
const NATIVE = "native";

/** `account`'s balance of each asset (a token address, or "native" for BNB). */
async function balancesOf(account: Address, assets: readonly string[]): Promise<Map<string, bigint>> {
  const { publicClient } = getTestStack();
  const entries = await Promise.all(
    assets.map(
      async (asset) =>
        [
          asset,
          asset === NATIVE
            ? await publicClient.getBalance({ address: account })
            : await tokenBalance(publicClient, asset as Address, account),
        ] as const,
    ),
  );
  return new Map(entries);
}

/**
 * Reads the dialog's traced preview, checks that it names exactly `assets`, confirms with
 * `confirmLabel` and, once mined, that each asset's balance moved by exactly its previewed change.
 * Returns the preview for the caller's checks of direction.
 */
async function confirmMatchesPreview(
  dialog: Locator,
  wallet: TestWallet,
  confirmLabel: string,
  assets: readonly string[],
): Promise<Preview> {
  const { publicClient } = getTestStack();
  const preview = await readPreview(dialog, "trace");
  assert.deepEqual(
    [...new Set(preview.changes.map(({ token }) => token.toLowerCase()))].sort(),
    assets.map((asset) => asset.toLowerCase()).sort(),
    "the preview's rows are exactly these assets",
  );
  const before = await balancesOf(wallet.address, assets);
  const sentBefore = wallet.sentTransactions.length;
  await dialog.getByRole("button", { name: confirmLabel, exact: true }).click();
  const hash: Hash = await wallet.transactionSent(sentBefore);
  const gas = await gasCost(publicClient, hash);
  await dialog.getByText("Transaction Submitted").waitFor();
  const after = await balancesOf(wallet.address, assets);
  for (const asset of assets) {
    const moved = (after.get(asset) ?? 0n) - (before.get(asset) ?? 0n) + (asset === NATIVE ? gas : 0n);
    assert.equal(moved, previewedChange(preview, asset), `${asset}: mined change equals the preview`);
  }
  return preview;
}

/** Presses Supply and returns the confirm dialog of a deposit to an existing pool. */
async function openSupplyReview(page: Page): Promise<Locator> {
  await page.getByTestId("supply-button").click();
  const dialog = page.getByRole("dialog", { name: "You will receive" });
  await dialog.waitFor();
  return dialog;
}

/** Signs the removal's permit and presses Remove; returns the confirm dialog. */
async function openRemoveReview(page: Page): Promise<Locator> {
  await page.getByTestId("remove-approve-button").click();
  await page.getByTestId("remove-approve-button").filter({ hasText: "Approved" }).waitFor();
  await page.getByTestId("remove-button").click();
  const dialog = page.getByRole("dialog", { name: "You will receive" });
  await dialog.waitFor();
  return dialog;
}

describe("the transaction preview in the liquidity confirm dialogs", () => {
  const { manifest, publicClient } = getTestStack();
  const { cake, wbnb } = manifest.contracts;
  const usdc = tokenAddress(manifest, "USDC");
  const busd = tokenAddress(manifest, "BUSD");
  const adder = devAccount(ADDING_ACCOUNT_INDEX).address;
  const remover = devAccount(REMOVING_ACCOUNT_INDEX).address;

  before(async () => {
    const { testClient } = devAccounts();
    await testClient.setBalance({ address: adder, value: parseEther("20") });
    await testClient.setBalance({ address: remover, value: parseEther("20") });
    await fundWithTokens(publicClient, manifest, adder, [
      { token: usdc, amount: parseUnits("500", 6) },
      { token: busd, amount: parseUnits("1000", 18) },
      { token: cake, amount: parseUnits("1000", 18) },
    ]);
    await fundWithTokens(publicClient, manifest, remover, [{ token: cake, amount: parseUnits("2000", 18) }]);
    await depositTokenAndBnb(
      publicClient,
      manifest,
      REMOVING_ACCOUNT_INDEX,
      cake,
      parseUnits("1200", 18),
      parseUnits("5", 18),
    );
  });

  it("adds two tokens: both sent and the LP tokens received are the mined changes, to the wei", async () => {
    const pair = await pairAddressOf(publicClient, manifest, usdc, busd);
    const page = await browser.newPage();
    const wallet = await openAppPage(page, `/add/${usdc}/${busd}`, { accountIndex: ADDING_ACCOUNT_INDEX });
    await page.getByText("Prices and pool share").waitFor();
    await page.getByTestId("amount-CURRENCY_A").fill("123.456789");
    await approveLiquidityTokens(page);
    const dialog = await openSupplyReview(page);
    const preview = await confirmMatchesPreview(dialog, wallet, "Confirm Supply", [usdc, busd, pair]);
    assert.equal(previewedChange(preview, usdc), -parseUnits("123.456789", 6), "the typed USDC is sent");
    assert.ok(previewedChange(preview, busd) < 0n, "BUSD is sent");
    assert.ok(previewedChange(preview, pair) > 0n, "LP tokens are received");
  });

  it("adds BNB and a token: BNB apart from gas, the token and the LP tokens are the mined changes", async () => {
    const pair = await pairAddressOf(publicClient, manifest, wbnb, cake);
    const page = await browser.newPage();
    const wallet = await openAppPage(page, `/add/BNB/${cake}`, { accountIndex: ADDING_ACCOUNT_INDEX });
    await page.getByText("Prices and pool share").waitFor();
    await page.getByTestId("amount-CURRENCY_A").fill("1.5");
    await approveLiquidityTokens(page);
    const dialog = await openSupplyReview(page);
    const preview = await confirmMatchesPreview(dialog, wallet, "Confirm Supply", [NATIVE, cake, pair]);
    // addLiquidityETH refunds any BNB the pool price does not take: the preview shows what is kept.
    const bnbSent = -previewedChange(preview, NATIVE);
    assert.ok(bnbSent > 0n && bnbSent <= parseEther("1.5"), `BNB sent: ${bnbSent}`);
    assert.ok(previewedChange(preview, cake) < 0n, "CAKE is sent");
    assert.ok(previewedChange(preview, pair) > 0n, "LP tokens are received");
  });

  it("removes to both tokens: the LP tokens sent and the tokens received are the mined changes", async () => {
    const pair = await pairAddressOf(publicClient, manifest, cake, wbnb);
    const lp = await tokenBalance(publicClient, pair, remover);
    const page = await browser.newPage();
    const wallet = await openAppPage(page, `/remove/${cake}/${wbnb}`, {
      accountIndex: REMOVING_ACCOUNT_INDEX,
    });
    await page.getByRole("button", { name: "50%" }).click();
    await page.getByTestId("remove-percent").filter({ hasText: "50%" }).waitFor();
    const dialog = await openRemoveReview(page);
    const preview = await confirmMatchesPreview(dialog, wallet, "Confirm", [pair, cake, wbnb]);
    assert.equal(previewedChange(preview, pair), -((lp * 50n) / 100n), "half the LP tokens are sent");
    assert.ok(previewedChange(preview, cake) > 0n, "CAKE is received");
    assert.ok(previewedChange(preview, wbnb) > 0n, "WBNB is received");
  });

  it("removes to BNB and a token: the LP tokens, the token and BNB apart from gas are the mined changes", async () => {
    const pair = await pairAddressOf(publicClient, manifest, cake, wbnb);
    const lp = await tokenBalance(publicClient, pair, remover);
    const page = await browser.newPage();
    const wallet = await openAppPage(page, `/remove/${cake}/BNB`, { accountIndex: REMOVING_ACCOUNT_INDEX });
    await page.getByRole("button", { name: "Max" }).click();
    await page.getByTestId("remove-percent").filter({ hasText: "100%" }).waitFor();
    const dialog = await openRemoveReview(page);
    const preview = await confirmMatchesPreview(dialog, wallet, "Confirm", [pair, cake, NATIVE]);
    assert.equal(previewedChange(preview, pair), -lp, "all the LP tokens are sent");
    assert.ok(previewedChange(preview, cake) > 0n, "CAKE is received");
    assert.ok(previewedChange(preview, NATIVE) > 0n, "BNB is received");
  });
});
