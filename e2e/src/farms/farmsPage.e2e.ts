import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { DeployedFarm } from "@griddle/sdk";
import type { Page } from "playwright-core";
import { useBrowser } from "../harness/browserSession.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { formatPoolAmount } from "../pools/support/poolsPage.ts";
import { stakerAddress } from "../pools/support/stakerAccounts.ts";
import { farmsByStatus, readFarmPosition } from "./support/farmChain.ts";
import { farmRow, readShownFarmRows, waitForRates, type ShownFarmRow } from "./support/farmsPage.ts";
import { expectViewModeKept } from "../staking/expectViewModeKept.ts";

const browser = useBrowser();

/** Seeded with LP staked in live and finished farms and CAKE pending there; only read, never changed. */
const SEEDED_FARMER_INDEX = 1;
/** A visitor: the test wallet is injected but never connected. */
const VISITOR_INDEX = 43;
/** The list shows 12 entries, then 12 more each time its end scrolls into view (spec 000 section 2). */
const PAGE_STEP = 12;
const FINISHED_WARNING = "These farms are no longer distributing rewards. Please unstake your tokens.";

/** Scrolls to the end of the list until all `total` rows show; returns the row count after each step. */
async function scrollThroughList(page: Page, total: number): Promise<number[]> {
  const rows = page.getByTestId("farm-row");
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

/** Waits until the list shows exactly the farms `pids`, in any order. */
async function waitForPids(page: Page, pids: readonly number[]): Promise<void> {
  const others = pids.map((pid) => `:not([data-farm-pid="${pid}"])`).join("");
  await page.locator(`[data-testid="farm-row"]${others}`).first().waitFor({ state: "detached" });
  for (const pid of pids) await farmRow(page, pid).waitFor();
}

function assertDescending(values: readonly number[], what: string): void {
  values.slice(1).forEach((value, index) => {
    const previous = values[index] ?? Number.POSITIVE_INFINITY;
    assert.ok(previous >= value, `${what}: ${previous} then ${value} (position ${index + 1})`);
  });
}

async function sortBy(page: Page, label: string): Promise<ShownFarmRow[]> {
  await page.getByLabel("Sort by").selectOption({ label });
  return readShownFarmRows(page);
}

/** The 'Staked' mark a row shows beside the name of a farm the account has LP staked in. */
function stakedMark(page: Page) {
  return page.getByText("Staked", { exact: true });
}

const pidsOf = (farms: readonly DeployedFarm[]) => farms.map((farm) => farm.pid);

describe("the farms page", () => {
  it("lists the live farms 12 at a time in Hot order and sorts them by APR, Multiplier, Earned and Liquidity", async () => {
    const { live } = await farmsByStatus();
    assert.ok(live.length > PAGE_STEP, "more live farms than one page");
    const page = await browser.newPage();
    await openAppPage(page, "/farms", { accountIndex: SEEDED_FARMER_INDEX });
    const counts = await scrollThroughList(page, live.length);
    assert.deepEqual(
      counts,
      counts.map((_, step) => Math.min(PAGE_STEP * (step + 1), live.length)),
      "12 more each time the end of the list shows",
    );
    await waitForRates(page);
    // The account's earnings are in once a farm it has LP in shows them.
    await page
      .getByTestId("farm-row")
      .filter({ has: stakedMark(page) })
      .first()
      .waitFor();
    assert.deepEqual(
      (await readShownFarmRows(page)).map((row) => row.pid),
      pidsOf(live),
      "Hot: the catalogue's order",
    );

    const byApr = await sortBy(page, "APR");
    assertDescending(
      byApr.map((row) => row.apr ?? Number.NEGATIVE_INFINITY),
      "APR",
    );
    const byMultiplier = await sortBy(page, "Multiplier");
    assertDescending(
      byMultiplier.map((row) => Number.parseFloat(row.multiplier)),
      "Multiplier",
    );
    const byEarned = await sortBy(page, "Earned");
    assertDescending(
      byEarned.map((row) => row.earned),
      "Earned",
    );
    assert.ok((byEarned[0]?.earned ?? 0) > 0, "the seeded account has earned CAKE");
    const byLiquidity = await sortBy(page, "Liquidity");
    assertDescending(
      byLiquidity.map((row) => row.liquidityUsd ?? Number.NEGATIVE_INFINITY),
      "Liquidity",
    );
    for (const sorted of [byApr, byMultiplier, byEarned, byLiquidity]) {
      assert.deepEqual(
        sorted.map((row) => row.pid).sort((a, b) => a - b),
        pidsOf(live),
        "every live farm, each once",
      );
    }
  });

  it("finds farms by LP symbol and filters Core and Community farms", async () => {
    const { live } = await farmsByStatus();
    const page = await browser.newPage();
    await openAppPage(page, "/farms", { accountIndex: VISITOR_INDEX, connect: false });
    await page.getByTestId("farm-row").first().waitFor();

    const withCake = live.filter((farm) => farm.lpSymbol.toLowerCase().includes("cake"));
    assert.ok(withCake.length > 1, "several live farms hold CAKE");
    await page.getByPlaceholder("Search Farms").fill("cake");
    await waitForPids(page, pidsOf(withCake));
    assert.deepEqual(
      (await readShownFarmRows(page)).map((row) => row.pid).sort((a, b) => a - b),
      pidsOf(withCake),
      "'cake' finds every LP symbol holding CAKE, whatever the case",
    );
    await page.getByPlaceholder("Search Farms").fill("");

    const filters = page.getByRole("group", { name: "Farm type" });
    const community = live.filter((farm) => farm.isCommunity);
    assert.ok(community.length > 0 && community.length < live.length, "live farms of both kinds");
    await filters.getByRole("button", { name: "Community" }).click();
    await waitForPids(page, pidsOf(community));
    const shownCommunity = await readShownFarmRows(page);
    assert.deepEqual(
      shownCommunity.map((row) => row.badge),
      community.map(() => "Community"),
    );

    const core = live.filter((farm) => !farm.isCommunity);
    await filters.getByRole("button", { name: "Core" }).click();
    await page.getByTestId("farm-row").first().waitFor();
    const shownCore = await scrollThroughList(page, core.length);
    assert.equal(shownCore.at(-1), core.length);
    const coreRows = await readShownFarmRows(page);
    assert.deepEqual(
      coreRows.map((row) => row.pid),
      pidsOf(core),
    );
    assert.deepEqual(
      coreRows.map((row) => row.badge),
      core.map(() => "Core"),
    );
    assert.equal(await filters.getByRole("button", { name: "Core" }).getAttribute("aria-pressed"), "true");
  });

  it("shows only the account's stakes with 'Staked only', and keeps the choice after a reload", async () => {
    const { live } = await farmsByStatus();
    const account = stakerAddress(SEEDED_FARMER_INDEX);
    const positions = await Promise.all(live.map((farm) => readFarmPosition(farm.pid, account)));
    const staked = live.filter((_, index) => (positions[index]?.staked ?? 0n) > 0n);
    assert.ok(staked.length > 0, "the seeded account has LP staked in live farms");
    const page = await browser.newPage();
    await openAppPage(page, "/farms", { accountIndex: SEEDED_FARMER_INDEX });
    const rows = page.getByTestId("farm-row");
    await rows
      .filter({ has: stakedMark(page) })
      .first()
      .waitFor();
    const toggle = page.getByRole("switch", { name: "Staked only" });
    assert.equal(await toggle.getAttribute("aria-checked"), "false", "off on Live by default");
    await toggle.click();
    await waitForPids(page, pidsOf(staked));
    assert.equal(await rows.count(), staked.length);

    await page.reload();
    await rows.first().waitFor();
    assert.equal(await toggle.getAttribute("aria-checked"), "true", "still on after a reload");
    await waitForPids(page, pidsOf(staked));
    assert.equal(await rows.count(), staked.length);
    await toggle.click();
    await rows.nth(PAGE_STEP - 1).waitFor();
  });

  it("switches between table and cards, and keeps the choice after a reload", async () => {
    const page = await browser.newPage();
    await openAppPage(page, "/farms", { accountIndex: VISITOR_INDEX, connect: false });
    await expectViewModeKept(page, { row: "farm-row", card: "farm-card" }, PAGE_STEP);
  });

  it("shows finished farms at 0X with the account's stakes there, harvestable", async () => {
    const { finished } = await farmsByStatus();
    const account = stakerAddress(SEEDED_FARMER_INDEX);
    const positions = await Promise.all(finished.map((farm) => readFarmPosition(farm.pid, account)));
    const stakedIn = finished.filter((_, index) => (positions[index]?.staked ?? 0n) > 0n);
    assert.ok(stakedIn.length > 0, "the seeded account has LP in a finished farm");
    const page = await browser.newPage();
    await openAppPage(page, "/farms", { accountIndex: SEEDED_FARMER_INDEX });
    await page.getByTestId("farm-row").first().waitFor();
    await page.getByRole("navigation", { name: "Farms" }).getByRole("link", { name: "Finished" }).click();
    await page.getByText(FINISHED_WARNING).waitFor();
    const toggle = page.getByRole("switch", { name: "Staked only" });
    assert.equal(await toggle.getAttribute("aria-checked"), "true", "staked only by default on Finished");
    await waitForPids(page, pidsOf(stakedIn));

    for (const farm of stakedIn) {
      const position = positions[finished.indexOf(farm)];
      assert.ok(position);
      const row = farmRow(page, farm.pid);
      const shown = (await readShownFarmRows(page)).find((candidate) => candidate.pid === farm.pid);
      assert.equal(shown?.multiplier, "0X");
      assert.equal(shown?.apr, 0, "a finished farm earns nothing more");
      // No allocation: the pending CAKE stays as it was when the farm finished.
      await row.getByRole("button", { name: "Details" }).click();
      const earned = row.getByTestId("farm-earned-amount");
      assert.equal(await earned.innerText(), formatPoolAmount(position.pending, 18));
      const harvest = row.getByTestId("farm-harvest-panel").getByRole("button", { name: "Harvest" });
      assert.equal(await harvest.isEnabled(), position.pending > 0n, "Harvest while CAKE is pending");
      const stakePanel = row.getByTestId("farm-stake-panel");
      await stakePanel.getByText(`${farm.lpSymbol} Staked`, { exact: true }).waitFor();
      assert.equal(
        await stakePanel.getByTestId("farm-staked-amount").innerText(),
        formatPoolAmount(position.staked, 18),
      );
    }
    assert.ok(
      positions.some((position) => position.pending > 0n),
      "CAKE pending in a finished farm",
    );

    await toggle.click();
    await waitForPids(page, pidsOf(finished));
    const all = await readShownFarmRows(page);
    assert.deepEqual(
      all.map((row) => row.multiplier),
      finished.map(() => "0X"),
    );
  });
});
