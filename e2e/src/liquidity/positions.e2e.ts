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

async function openLiquidityPage(page: Page, accountIndex: number, connect = true): Promise<Address> {
  const wallet = await openAppPage(page, "/pool", { accountIndex, connect: false });
  await page.waitForURL(/\/liquidity$/);
  if (connect) await connectTestWallet(page);
  return wallet.address;
}

function symbolOf(token: Address): string {
  const { manifest } = getTestStack();
  if (token === manifest.contracts.wbnb) return "BNB";
  const listed = manifest.tokens.find((candidate) => candidate.address === token);
  if (!listed) throw new Error(`${token} is not listed`);
  return listed.symbol;
}

function idOf(token: Address): string {
  return token === getTestStack().manifest.contracts.wbnb ? "BNB" : token;
}

function decimalsOf(token: Address): number {
  const { manifest } = getTestStack();
  return manifest.tokens.find((candidate) => candidate.address === token)?.decimals ?? 18;
}

describe("liquidity positions", () => {
  it("asks a visitor to connect and shows an account without LP tokens how to earn fees", async () => {
    const visitor = await browser.newPage();
    await openLiquidityPage(visitor, NEWCOMER_ACCOUNT, false);
    await visitor.getByRole("heading", { name: "Liquidity", level: 1 }).waitFor();
    await visitor.getByText("Add liquidity to receive LP tokens").waitFor();
    await visitor.getByText("Connect to a wallet to view your liquidity.").waitFor();

    const page = await browser.newPage();
    await openLiquidityPage(page, NEWCOMER_ACCOUNT);
    await page.getByText("No liquidity found.").waitFor();
    await page.getByText(/you'll earn 0\.17% of all trades on this pair/).waitFor();
    assert.equal(await page.getByTestId("full-position-card").count(), 0);
    assert.equal(await page.getByRole("link", { name: "Add Liquidity" }).getAttribute("href"), "/add");
    await page.getByRole("link", { name: "Import it." }).click();
    await page.waitForURL(/\/find$/);
  });

  it("lists each position with its balance, pooled amounts and share, as the pair's math gives them", async () => {
    const { manifest } = getTestStack();
    const cake = tokenAddress(manifest, "CAKE");
    const usdt = tokenAddress(manifest, "USDT");
    const busd = tokenAddress(manifest, "BUSD");
    await addLiquidityWithBnb(PROVIDER_ACCOUNT, cake, 1_500n * E18, 100n * E18);
    await addTokenLiquidity(PROVIDER_ACCOUNT, [usdt, 2_000n * E18], [busd, 2_000n * E18]);

    const page = await browser.newPage();
    const account = await openLiquidityPage(page, PROVIDER_ACCOUNT);
    const cards = page.getByTestId("full-position-card");
    await cards.first().waitFor();

    for (const [tokenA, tokenB] of [
      [cake, manifest.contracts.wbnb],
      [usdt, busd],
    ] as const) {
      const pair = await pairAddressOf(tokenA, tokenB);
      const expected = await readExpectedPosition(pair, account, decimalsOf);
      const name = `${symbolOf(expected.token0)}/${symbolOf(expected.token1)}`;
      const card = page.getByRole("region", { name, exact: true });
      const toggle = card.getByRole("button", { name });
      assert.equal(await toggle.getAttribute("aria-expanded"), "false");
      assert.equal(await card.getByTestId("position-balance").count(), 0);
      await toggle.click();

      const value = async (testId: string) => (await card.getByTestId(testId).innerText()).trim();
      assert.equal(await value("position-balance"), expected.balance);
      assert.equal(await value("position-pooled-0"), expected.pooled0);
      assert.equal(await value("position-pooled-1"), expected.pooled1);
      assert.equal(await value("position-share"), expected.share(2));
      await card.getByText(`Pooled ${symbolOf(expected.token0)}:`).waitFor();
      await card.getByText(`Pooled ${symbolOf(expected.token1)}:`).waitFor();

      const route = `${idOf(expected.token0)}/${idOf(expected.token1)}`;
      assert.equal(await card.getByRole("link", { name: "Remove" }).getAttribute("href"), `/remove/${route}`);
      assert.equal(await card.getByRole("link", { name: "Add" }).getAttribute("href"), `/add/${route}`);
    }
    // One card per pool the account holds LP tokens of, the ones other tests gave it included.
    const { publicClient } = getTestStack();
    const balances = await Promise.all(
      manifest.pairs.map(({ address }) =>
        publicClient.readContract({ address, abi: erc20Abi, functionName: "balanceOf", args: [account] }),
      ),
    );
    assert.equal(await cards.count(), balances.filter((balance) => balance > 0n).length);
  });
});
