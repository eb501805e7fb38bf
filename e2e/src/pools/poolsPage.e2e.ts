import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import type { DeployedPool } from "@griddle/sdk";
import { isAddressEqual, parseEther } from "viem";
import { useBrowser } from "../harness/browserSession.ts";
import { confirmTransactionReview } from "../harness/confirmTransactionReview.ts";
import { TEST_WALLET_NAME } from "../harness/injectTestWallet.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { getTestStack } from "../harness/testStack.ts";
import { poolKey, readPoolPosition, tokenOf } from "./support/poolChain.ts";
import { expectToast, formatPoolAmount, openPoolDetails, poolRow, waitForText } from "./support/poolsPage.ts";
import { readShownPoolRows, type ShownPoolRow } from "./support/shownPoolRows.ts";
import { fundStaker, stakerAddress } from "./support/stakerAccounts.ts";
import { tokenPricesFromChain } from "./support/tokenPricesFromChain.ts";
import { readVaultPosition } from "./support/vaultChain.ts";
import { expectViewModeKept } from "../staking/expectViewModeKept.ts";

const browser = useBrowser();

/** Seeded with stakes in live and finished pools; only read here, never changed. */
const SEEDED_STAKER_INDEX = 1;
/** A fresh account given only BNB: no staking token, no stakes. */
const NEWCOMER_INDEX = 32;
/** A visitor: the test wallet is injected but never connected. */
const VISITOR_INDEX = 33;

/** The list shows 12 entries, then 12 more each time its end scrolls into view (spec 000 section 2). */
const PAGE_STEP = 12;

const FINISHED_WARNING = "These pools are no longer distributing rewards. Please unstake your tokens.";

/** The catalogue split as the page splits it at the latest block: a pool is finished once its end block has passed. */
async function poolsByTab(): Promise<{ live: DeployedPool[]; finished: DeployedPool[] }> {
  const { manifest, publicClient } = getTestStack();
  const block = Number(await publicClient.getBlockNumber());
  const isFinished = (pool: DeployedPool) => pool.endBlock !== null && pool.endBlock <= block;
  return {
    live: manifest.staking.pools.filter((pool) => !isFinished(pool)),
    finished: manifest.staking.pools.filter(isFinished),
  };
}

/** The keys of the default (Hot) order: the vault, then by sortOrder, then by sousId. */
function hotOrder(pools: readonly DeployedPool[]): string[] {
  const sorted = [...pools].sort((a, b) => a.sortOrder - b.sortOrder || a.sousId - b.sousId);
  return ["vault", ...sorted.map(poolKey)];
}

/** Scrolls to the end of the list until all `total` rows show; returns the row count after each step. */
async function scrollThroughList(page: Page, total: number): Promise<number[]> {
  const rows = page.getByTestId("pool-row");
  await rows.first().waitFor();
  const counts = [await rows.count()];
  while ((counts.at(-1) ?? 0) < total) {
    const shown = counts.at(-1) ?? 0;
    await rows.last().scrollIntoViewIfNeeded();
    await rows.nth(shown).waitFor();
    counts.push(await rows.count());
  }
  return counts;
}

async function sortBy(page: Page, label: string): Promise<ShownPoolRow[]> {
  await page.getByLabel("Sort by").selectOption({ label });
  return readShownPoolRows(page);
}

function assertDescending(
  values: readonly number[],
  what: string,
  slack: (index: number) => number = () => 0,
): void {
  values.slice(1).forEach((value, index) => {
    const previous = values[index] ?? Number.POSITIVE_INFINITY;
    assert.ok(previous + slack(index) >= value, `${what}: ${previous} then ${value} (position ${index + 1})`);
  });
}

/** The 'Staked' badge a row shows beside the name of an entry the account has a stake in. */
function stakedBadge(page: Page) {
  return page.getByText("Staked", { exact: true });
}

/** Waits until the account's position has been read: a pool's stake panel leaves its skeleton. */
async function waitForAccountData(page: Page, pool: DeployedPool): Promise<void> {
  const row = await openPoolDetails(page, pool);
  await row.getByTestId("pool-stake-panel").getByRole("button").first().waitFor();
  await page.getByPlaceholder("Search Pools").fill("");
}

describe("the pools page", () => {
  const { manifest } = getTestStack();

  before(async () => {
    await fundStaker(NEWCOMER_INDEX, { bnb: parseEther("1") });
  });

  it("lists the live pools 12 at a time and sorts them by APR, Earned and Total staked", async () => {
    const { live } = await poolsByTab();
    const page = await browser.newPage();
    await openAppPage(page, "/pools", { accountIndex: SEEDED_STAKER_INDEX });
    const total = live.length + 1;
    const counts = await scrollThroughList(page, total);
    assert.deepEqual(
      counts,
      counts.map((_, step) => Math.min(PAGE_STEP * (step + 1), total)),
      "12 more each time the end of the list shows",
    );
    assert.deepEqual(
      (await readShownPoolRows(page)).map((row) => row.key),
      hotOrder(live),
      "Hot: the vault, the manual CAKE pool, then by sousId",
    );
    const firstRow = await page.getByTestId("pool-row").first().elementHandle();
    const inView = (row: unknown) => {
      const { top } = (row as Element).getBoundingClientRect();
      return top >= 0 && top < innerHeight;
    };
    assert.equal(await page.evaluate(inView, firstRow), false, "the list's top is out of view at its end");
    await page.getByRole("button", { name: "To Top" }).click();
    await page.waitForFunction(inView, firstRow);
    // The account's positions have been read once a row shows the account's stake.
    await page
      .getByTestId("pool-row")
      .filter({ has: stakedBadge(page) })
      .first()
      .waitFor();

    const byApr = await sortBy(page, "APR");
    assert.equal(byApr.length, total);
    assertDescending(
      byApr.map((row) => row.apr ?? Number.NEGATIVE_INFINITY),
      "APR",
    );

    const byEarned = await sortBy(page, "Earned");
    assertDescending(
      byEarned.map((row) => row.earnedUsd),
      "Earned (USD)",
    );
    assert.ok((byEarned[0]?.earnedUsd ?? 0) > 0, "the seeded staker has earned something");

    const byTotal = await sortBy(page, "Total staked");
    const prices = await tokenPricesFromChain([...new Set(byTotal.map((row) => row.totalStakedSymbol))]);
    const priceOf = (row: ShownPoolRow) => prices.get(row.totalStakedSymbol) ?? Number.NaN;
    // The rows show whole tokens, rounded down: a row may show up to one token less than it sorted by.
    assertDescending(
      byTotal.map((row) => row.totalStaked * priceOf(row)),
      "Total staked (USD)",
      (index) => priceOf(byTotal[index] as ShownPoolRow),
    );
    assert.ok(
      new Set(byTotal.map((row) => row.totalStakedSymbol)).size > 1,
      "stakes in several tokens are compared by value",
    );
  });

  it("shows only the account's stakes with 'Staked only', and keeps the choice", async () => {
    const { live } = await poolsByTab();
    const account = stakerAddress(SEEDED_STAKER_INDEX);
    const positions = await Promise.all(live.map((pool) => readPoolPosition(pool, account)));
    const vault = await readVaultPosition(account);
    const staked = [
      ...(vault.shares > 0n ? ["vault"] : []),
      ...live.filter((_, index) => (positions[index]?.staked ?? 0n) > 0n).map(poolKey),
    ];
    const page = await browser.newPage();
    await openAppPage(page, "/pools", { accountIndex: SEEDED_STAKER_INDEX });
    const rows = page.getByTestId("pool-row");
    await rows
      .filter({ has: stakedBadge(page) })
      .first()
      .waitFor();
    const toggle = page.getByRole("switch", { name: "Staked only" });
    await toggle.click();
    await rows
      .filter({ hasNot: stakedBadge(page) })
      .first()
      .waitFor({ state: "detached" });
    assert.deepEqual(
      (await readShownPoolRows(page)).map((row) => row.key).sort(),
      [...staked].sort(),
      "every live entry with a stake, and only those",
    );

    await page.reload();
    await rows.first().waitFor();
    assert.equal(await toggle.getAttribute("aria-checked"), "true", "still on after a reload");
    await rows
      .filter({ has: stakedBadge(page) })
      .first()
      .waitFor();
    assert.equal(await rows.filter({ hasNot: stakedBadge(page) }).count(), 0);
    assert.equal(await rows.count(), staked.length);
  });

  it("finds pools by the earning token's symbol with 'Search Pools'", async () => {
    const { live } = await poolsByTab();
    const page = await browser.newPage();
    await openAppPage(page, "/pools", { accountIndex: VISITOR_INDEX, connect: false });
    const rows = page.getByTestId("pool-row");
    await rows.first().waitFor();
    const search = page.getByPlaceholder("Search Pools");

    const earning = (symbol: string) =>
      live.filter((pool) => tokenOf(pool.earningToken).symbol === symbol).map(poolKey);
    // The partner token the most live pools pay, typed in lower case.
    const [partner = ""] = live
      .map((pool) => tokenOf(pool.earningToken).symbol)
      .filter((symbol) => symbol !== "CAKE")
      .sort((a, b) => earning(b).length - earning(a).length);
    for (const [query, expected] of [
      [partner.toLowerCase(), earning(partner)],
      ["CAKE", ["vault", ...earning("CAKE")]],
    ] as const) {
      await search.fill(query);
      const unexpected = expected.map((key) => `:not([data-pool-key="${key}"])`).join("");
      await page.locator(`[data-testid="pool-row"]${unexpected}`).first().waitFor({ state: "detached" });
      const shown = await readShownPoolRows(page);
      assert.deepEqual(
        shown.map((row) => row.key).sort(),
        [...expected].sort(),
        `'${query}' finds the pools earning it`,
      );
      assert.ok(shown.length > 1, `several entries earn ${query}`);
    }
    await search.fill("");
    await rows.nth(PAGE_STEP - 1).waitFor();
  });

  it("switches between table and cards, and keeps the choice after a reload", async () => {
    const page = await browser.newPage();
    await openAppPage(page, "/pools", { accountIndex: VISITOR_INDEX, connect: false });
    await expectViewModeKept(page, { row: "pool-row", card: "pool-card" });
  });

  it("shows the Finished tab to an account with stakes in ended pools, with its warning", async () => {
    const { finished } = await poolsByTab();
    const account = stakerAddress(SEEDED_STAKER_INDEX);
    const positions = await Promise.all(finished.map((pool) => readPoolPosition(pool, account)));
    const stakedIndex = positions.findIndex((position) => position.staked > 0n);
    const stakedPool = finished[stakedIndex];
    const position = positions[stakedIndex];
    assert.ok(stakedPool && position, "the seed left a stake in a finished pool");

    const page = await browser.newPage();
    await openAppPage(page, "/pools", { accountIndex: SEEDED_STAKER_INDEX });
    await page.getByRole("link", { name: "Finished" }).click();
    await page.waitForURL(/\/pools\/history$/);
    await page.getByText(FINISHED_WARNING).waitFor();
    const rows = page.getByTestId("pool-row");
    await rows.nth(finished.length - 1).waitFor();
    const shown = await readShownPoolRows(page);
    assert.deepEqual(shown.map((row) => row.key).sort(), finished.map(poolKey).sort(), "every ended pool");
    assert.ok(
      shown.every((row) => row.apr === 0),
      "ended pools pay nothing more: 0.00%",
    );

    const row = poolRow(page, poolKey(stakedPool));
    await row.getByRole("button", { name: "Details" }).click();
    const stakePanel = row.getByTestId("pool-stake-panel");
    await waitForText(
      stakePanel.getByTestId("pool-staked-amount"),
      formatPoolAmount(position.staked, tokenOf(stakedPool.stakingToken).decimals),
    );
    await waitForText(
      row.getByTestId("pool-harvest-panel").getByTestId("pool-earned-amount"),
      formatPoolAmount(position.pending, tokenOf(stakedPool.earningToken).decimals),
    );
    assert.equal(
      await stakePanel.getByRole("button", { name: "Stake", exact: true }).isDisabled(),
      true,
      "no new stake",
    );
    assert.equal(await stakePanel.getByRole("button", { name: "Unstake" }).isEnabled(), true);
  });

  it("hides the Finished tab from an account without stakes in ended pools", async () => {
    const { live } = await poolsByTab();
    const page = await browser.newPage();
    await openAppPage(page, "/pools", { accountIndex: NEWCOMER_INDEX });
    const firstPartnerPool = live.find((pool) => pool.sousId !== 0);
    assert.ok(firstPartnerPool);
    await waitForAccountData(page, firstPartnerPool);
    await page.getByRole("link", { name: "Live" }).waitFor();
    assert.equal(await page.getByRole("link", { name: "Finished" }).count(), 0);
  });

  it("offers the 'get token' modal to an account without the staking token", async () => {
    const { live } = await poolsByTab();
    const pool = live.find(
      (candidate) =>
        !isAddressEqual(candidate.stakingToken, manifest.contracts.cake) &&
        candidate.poolCategory !== "Binance",
    );
    assert.ok(pool, "a live pool stakes a partner token");
    const symbol = tokenOf(pool.stakingToken).symbol;
    const page = await browser.newPage();
    await openAppPage(page, "/pools", { accountIndex: NEWCOMER_INDEX });
    const row = await openPoolDetails(page, pool);
    const stakePanel = row.getByTestId("pool-stake-panel");
    await stakePanel.getByText("Enable pool").waitFor();
    await stakePanel.getByRole("button", { name: "Enable" }).click();
    await confirmTransactionReview(page, { title: `Enable ${symbol}` });
    await expectToast(
      page,
      "Contract Enabled",
      `You can now stake in the ${tokenOf(pool.earningToken).symbol} pool!`,
    );

    await stakePanel.getByRole("button", { name: "Stake", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `${symbol} required` });
    await dialog.getByText(`Insufficient ${symbol} balance`).waitFor();
    await dialog.getByText(`You'll need ${symbol} to stake in this pool!`).waitFor();
    await dialog.getByRole("link", { name: "Locate Assets" }).waitFor();
    await dialog.getByRole("link", { name: `Buy ${symbol}` }).click();
    await page.waitForURL(
      (url) => url.pathname === "/swap" && url.searchParams.get("outputCurrency") === pool.stakingToken,
    );
  });

  it("shows a visitor connect buttons where the actions would be", async () => {
    const { live } = await poolsByTab();
    const page = await browser.newPage();
    await openAppPage(page, "/pools", { accountIndex: VISITOR_INDEX, connect: false });
    const partnerPool = live.find((pool) => pool.sousId !== 0);
    assert.ok(partnerPool);
    const row = poolRow(page, poolKey(partnerPool));
    await row.getByRole("button", { name: "Details" }).click();
    for (const [panel, title] of [
      ["pool-harvest-panel", "Start earning"],
      ["pool-stake-panel", "Start staking"],
    ] as const) {
      const section = row.getByTestId(panel);
      await section.getByText(title).waitFor();
      await section.getByRole("button", { name: "Connect Wallet" }).waitFor();
    }

    await page.getByRole("button", { name: "Card View" }).click();
    const cards = page.getByTestId("pool-card");
    await cards.first().waitFor();
    const cardCount = await cards.count();
    assert.equal(
      await cards
        .filter({ hasText: "Start earning" })
        .filter({ has: page.getByRole("button", { name: "Connect Wallet" }) })
        .count(),
      cardCount,
      "every card invites the visitor to connect",
    );
    await cards.first().getByRole("button", { name: "Connect Wallet" }).first().click();
    await page
      .getByRole("dialog", { name: "Connect Wallet" })
      .getByRole("button", { name: TEST_WALLET_NAME })
      .waitFor();
  });
});
