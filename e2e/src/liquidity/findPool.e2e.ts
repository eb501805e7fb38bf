import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { erc20Abi, type Address } from "viem";
import { useBrowser } from "../harness/browserSession.ts";
import { getTestStack } from "../harness/testStack.ts";
import { tokenAddress } from "../swap/support/chainReads.ts";
import { connectTestWallet, openAppPage } from "../harness/openAppPage.ts";
import {
  addLiquidityWithBnb,
  addTokenLiquidity,
  pairAddressOf,
  readExpectedPosition,
} from "./support/liquiditySetup.ts";

const browser = useBrowser();

/** Holds every seeded token: provides liquidity in the setup. */
const PROVIDER_ACCOUNT = 1;
/** Holds only BNB, never LP tokens. */
const NEWCOMER_ACCOUNT = 12;

const E18 = 10n ** 18n;

async function openFindPage(page: Page, accountIndex: number, connect = true): Promise<Address> {
  const wallet = await openAppPage(page, "/find", { accountIndex, connect: false });
  await page.getByRole("heading", { name: "Import Pool" }).waitFor();
  if (connect) await connectTestWallet(page);
  return wallet.address;
}

async function pickListedToken(page: Page, side: "a" | "b", symbol: string): Promise<void> {
  await page.getByTestId(`find-pool-token-${side}`).click();
  const list = page.getByRole("dialog", { name: "Select a Token" });
  await list.getByLabel("Search name or paste address").fill(symbol);
  await list
    .getByRole("button")
    .filter({ has: page.getByText(symbol, { exact: true }) })
    .first()
    .click();
  await list.waitFor({ state: "detached" });
}

/** Pastes an address no list names and imports it, as a user does for a token they hold. */
async function pickUnlistedToken(page: Page, side: "a" | "b", address: Address): Promise<void> {
  await page.getByTestId(`find-pool-token-${side}`).click();
  const list = page.getByRole("dialog", { name: "Select a Token" });
  await list.getByLabel("Search name or paste address").fill(address);
  await list.getByRole("button", { name: "Import", exact: true }).click();
  const prompt = page.getByRole("dialog", { name: "Import Tokens" });
  await prompt.getByRole("checkbox", { name: "I understand" }).check();
  await prompt.getByRole("button", { name: "Import", exact: true }).click();
  await prompt.waitFor({ state: "detached" });
}

/**
 * The LP token of a seeded pool no other test trades: an ERC-20 that no token list names, which
 * the provider pairs with CAKE. The resulting pool is one the app cannot list by itself.
 */
function unlistedTokenPool() {
  const { manifest } = getTestStack();
  const doge = tokenAddress(manifest, "DOGE");
  const pool = manifest.pairs.find(({ token0, token1 }) => [token0, token1].includes(doge));
  if (!pool) throw new Error("No seeded DOGE pool");
  return { doge, lpToken: pool.address };
}

describe("import pool", () => {
  it("explains each state: no wallet, no token, the same token twice, no pool, no position", async () => {
    const { manifest } = getTestStack();
    const visitor = await browser.newPage();
    await openFindPage(visitor, NEWCOMER_ACCOUNT, false);
    await visitor.getByText("Connect to a wallet to find pools").waitFor();

    const page = await browser.newPage();
    await openFindPage(page, NEWCOMER_ACCOUNT);
    // BNB is picked first.
    assert.match(await page.getByTestId("find-pool-token-a").innerText(), /BNB/);
    await page.getByText("Select a token to find your liquidity.").waitFor();

    await pickListedToken(page, "b", "BNB");
    await page.getByText("Invalid pair.").waitFor();

    await pickListedToken(page, "b", "CAKE");
    await page.getByText("You don't have liquidity in this pool yet.").waitFor();
    const cake = tokenAddress(manifest, "CAKE");
    assert.equal(
      await page.getByRole("link", { name: "Add Liquidity" }).getAttribute("href"),
      `/add/BNB/${cake}`,
    );

    const { lpToken } = unlistedTokenPool();
    await pickUnlistedToken(page, "b", lpToken);
    await page.getByText("No pool found.").waitFor();
    assert.equal(
      await page.getByRole("link", { name: "Create pool." }).getAttribute("href"),
      `/add/BNB/${lpToken}`,
    );
  });

  it("finds a pool of an unlisted token the account holds, and keeps listing it once imported", async () => {
    const { manifest, publicClient } = getTestStack();
    const cake = tokenAddress(manifest, "CAKE");
    const { doge, lpToken } = unlistedTokenPool();
    const page = await browser.newPage();
    const account = await openFindPage(page, PROVIDER_ACCOUNT);
    const dogeDecimals = manifest.tokens.find((token) => token.address === doge)?.decimals ?? 18;
    await addLiquidityWithBnb(PROVIDER_ACCOUNT, doge, 1_000n * 10n ** BigInt(dogeDecimals), 100n * E18);
    const lpBalance = await publicClient.readContract({
      address: lpToken,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [account],
    });
    await addTokenLiquidity(PROVIDER_ACCOUNT, [lpToken, lpBalance / 2n], [cake, 50n * E18]);
    const pool = await pairAddressOf(lpToken, cake);

    await pickListedToken(page, "a", "CAKE");
    await pickUnlistedToken(page, "b", lpToken);
    await page.getByText("Pool Found!").waitFor();
    assert.equal(
      await page.getByRole("link", { name: "Manage this pool." }).getAttribute("href"),
      "/liquidity",
    );

    const expected = await readExpectedPosition(pool, account, () => 18);
    const card = page.getByTestId("minimal-position-card");
    await card.getByText("LP tokens in your wallet").waitFor();
    const value = async (testId: string) => (await card.getByTestId(testId).innerText()).trim();
    assert.equal(await value("position-balance"), expected.balance);
    assert.equal(await value("position-share"), expected.share(6));
    assert.equal(await value("position-pooled-0"), expected.pooled0);
    assert.equal(await value("position-pooled-1"), expected.pooled1);
    const symbol = (token: Address) => (token === cake ? "CAKE" : "Griddle-LP");
    const pairName = `${symbol(expected.token0)}/${symbol(expected.token1)}`;
    await card.getByText(pairName, { exact: true }).waitFor();

    // The pool stays listed through the saved pair alone, even once the imported token is forgotten.
    await page.evaluate(() => window.localStorage.removeItem("griddle:imported-tokens"));
    await page.getByRole("link", { name: "Manage this pool." }).click();
    await page.waitForURL(/\/liquidity$/);
    await page.reload();
    await page.getByRole("region", { name: pairName, exact: true }).waitFor();
  });
});
