import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { masterChefAbi, type DeployedFarm } from "@griddle/sdk";
import type { Locator } from "playwright-core";
import { useBrowser } from "../harness/browserSession.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { getTestStack } from "../harness/testStack.ts";
import { assertWithin, roiPerDollar, shownRateBounds } from "../pools/support/roiFormula.ts";
import { farmBySymbol } from "./support/farmChain.ts";
import { farmAprFromChain } from "./support/farmAprFromChain.ts";
import {
  addLiquidityPath,
  farmRow,
  readShownFarmRow,
  readShownFarmRows,
  waitForRates,
  type ShownFarmRow,
} from "./support/farmsPage.ts";
import { lpRewardsAprFromIndexer } from "./support/lpRewardsAprFromIndexer.ts";
import { indexerGraphqlUrl, waitForIndexerAtHead } from "./support/waitForIndexerAtHead.ts";

const browser = useBrowser();

/** A visitor: APRs and the calculator need no account. */
const VISITOR_INDEX = 40;
const LP_REWARDS_UNAVAILABLE = "LP rewards are unavailable right now: APRs show the CAKE rewards only.";
/** Float arithmetic on both sides: the page's and the test's figures may differ in their last bits. */
const FLOAT_SLACK = 1e-9;

function farmOfRow(row: ShownFarmRow): DeployedFarm {
  const farm = getTestStack().manifest.staking.farms.find((candidate) => candidate.pid === row.pid);
  if (!farm) throw new Error(`The page shows pid ${row.pid}, which the deployment lacks`);
  return farm;
}

/** The value of a line of the calculator's expanded 'Details' panel. */
function detailsLine(dialog: Locator, label: string): Locator {
  return dialog.locator(`dt:text-is("${label}") + dd`);
}

/** The exact value, give or take float rounding on either side. */
function around(value: number): [number, number] {
  return [value * (1 - FLOAT_SLACK), value * (1 + FLOAT_SLACK)];
}

function parseFigure(text: string): number {
  return Number(text.replace(/[^\d.-]/g, ""));
}

describe("farm APRs", () => {
  it("shows base APRs from the chain and says LP rewards are unavailable when the indexer is unreachable", async () => {
    const page = await browser.newPage();
    // Fault injection on the network: every request to the indexer fails as if it were down.
    await page.route(indexerGraphqlUrl(), (route) => route.abort("connectionrefused"));
    await openAppPage(page, "/farms", { accountIndex: VISITOR_INDEX, connect: false });
    await page.getByText(LP_REWARDS_UNAVAILABLE).waitFor();
    await waitForRates(page);
    // Nothing trades during the test: reserves, stakes and allocations, hence APRs, hold from block to block.
    const block = await getTestStack().publicClient.getBlockNumber();
    const shown = await readShownFarmRows(page);
    assert.ok(shown.length >= 12, `a full first page of live farms (${shown.length})`);
    for (const row of shown) {
      const expected = await farmAprFromChain(farmOfRow(row), block);
      assert.ok(row.apr !== null, `${row.lpSymbol} shows an APR`);
      assertWithin(row.apr, around(expected.baseApr), 0.005, `${row.lpSymbol} base APR`);
      assert.ok(row.liquidityUsd !== null, `${row.lpSymbol} shows its liquidity`);
      assertWithin(row.liquidityUsd, around(expected.liquidityUsd), 0.5, `${row.lpSymbol} liquidity`);
    }
  });

  it("adds the LP rewards from the indexer's volumes, and the ROI calculator shows both APRs in farm mode", async () => {
    const { publicClient } = getTestStack();
    const caughtUp = await waitForIndexerAtHead();
    console.log(
      `The indexer reached block ${caughtUp.block} after ${caughtUp.seconds.toFixed(1)} s of waiting`,
    );
    const page = await browser.newPage();
    await openAppPage(page, "/farms", { accountIndex: VISITOR_INDEX, connect: false });
    await waitForRates(page);
    const latest = await publicClient.getBlock();
    const now = Number(latest.timestamp);
    // The volumes come in their own request, apart from the chain reads: wait until the first farm's
    // APR has risen above its base APR.
    const first = farmBySymbol("CAKE-BNB LP");
    const firstBase = (await farmAprFromChain(first, latest.number)).baseApr;
    await page.waitForFunction(
      ([pid, base]) => {
        const row = document.querySelector(`[data-testid="farm-row"][data-farm-pid="${pid}"]`);
        const lines = (row as HTMLElement | null)?.innerText.split("\n").map((line) => line.trim()) ?? [];
        const apr = Number.parseFloat((lines[lines.indexOf("APR") + 1] ?? "").replace(/,/g, ""));
        return apr > base + 0.01;
      },
      [first.pid, firstBase] as const,
    );
    const shown = await readShownFarmRows(page);
    assert.equal(await page.getByText(LP_REWARDS_UNAVAILABLE).count(), 0, "LP rewards are available");
    for (const row of shown) {
      const farm = farmOfRow(row);
      const base = await farmAprFromChain(farm, latest.number);
      const lpRewards = await lpRewardsAprFromIndexer(farm.lpAddress, now);
      assert.ok(lpRewards.volumeUsd > 0, `${row.lpSymbol} has ${lpRewards.window} trading volume`);
      assert.ok(row.apr !== null, `${row.lpSymbol} shows an APR`);
      assertWithin(
        row.apr,
        around(base.baseApr + lpRewards.apr),
        0.005,
        `${row.lpSymbol} APR with LP rewards`,
      );
    }

    // The calculator of the first farm, CAKE-BNB.
    const farm = first;
    const row = farmRow(page, farm.pid);
    const shownApr = (await readShownFarmRow(row)).apr;
    assert.ok(shownApr !== null);
    const base = await farmAprFromChain(farm, latest.number);
    await row.getByRole("button", { name: "ROI Calculator" }).click();
    const dialog = page.getByRole("dialog", { name: "ROI Calculator" });
    await dialog.getByRole("button", { name: "$100", exact: true }).click();
    await dialog.getByRole("button", { name: "Details" }).click();
    assert.equal(parseFigure(await detailsLine(dialog, "APR (incl. LP rewards)").innerText()), shownApr);
    const shownBaseApr = parseFigure(await detailsLine(dialog, "Base APR").innerText());
    assertWithin(shownBaseApr, around(base.baseApr), 0.005, "Base APR");
    assert.ok(shownApr > shownBaseApr, "LP rewards add to the base APR");
    const [, allocPoint] = await publicClient.readContract({
      address: getTestStack().manifest.staking.masterChef,
      abi: masterChefAbi,
      functionName: "poolInfo",
      args: [BigInt(farm.pid)],
    });
    assert.equal(await detailsLine(dialog, "Farm Multiplier").innerText(), `${allocPoint / 100n}X`);
    const multiplierHelp = dialog.getByRole("button", { name: "Farm Multiplier" });
    const helpId = await multiplierHelp.getAttribute("aria-describedby");
    assert.match(
      await dialog.locator(`[id="${helpId}"]`).innerText(),
      /The Multiplier represents the proportion of CAKE rewards each farm receives/,
    );
    assert.equal(
      await dialog.getByRole("link", { name: `Get ${farm.lpSymbol}` }).getAttribute("href"),
      addLiquidityPath(farm),
    );

    // $100 for a year, compounded daily (the default), at the base APR: the LP rewards are paid in the
    // pair's fees, not in CAKE, so the calculator's CAKE return leaves them out.
    const usd = parseFigure(await dialog.getByTestId("roi-usd").innerText());
    const expected = shownRateBounds(shownBaseApr).map((apr) => 100 * roiPerDollar(apr, 1, 365)) as [
      number,
      number,
    ];
    // The CAKE amount is rounded to 3 decimals before it is priced, then to cents.
    assertWithin(usd, expected, 0.005 + 0.0005 * base.cakePriceUsd, "ROI of $100 over 1Y");
  });
});
