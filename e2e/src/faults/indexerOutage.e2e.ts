// Issue 26: the indexer down or behind, on every page that reads it. The fault is injected in the
// browser for one page at a time (Playwright routes the page's requests to the real indexer; see
// support/indexerFault.ts), so the suite's indexer keeps serving every other test of the run:
// - down: each page first gets real answers, then every request to the indexer is refused; the page
//   must say the indexer is unreachable with the last block it reported to that page, while what it
//   reads from the chain stays exact;
// - down from the start: lists read from the indexer say they cannot be shown, never that they are
//   empty, and figures the chain can stand in for are shown from the chain (home's farm APRs from CAKE
//   rewards alone, the prediction chart from the feed's rounds);
// - behind: the indexer's own `_meta` status is answered with a block 50 below the chain's head (every
//   other query still reaches the real indexer), and the page must name both blocks. A real lag of
//   more than ten blocks would mean stopping the suite's one indexer for over 30 s, which every other
//   test of the run reads from; the answered status is the same fault at the network level, for one
//   page.
// One table of pages (where each is, what the chain keeps, what needs the indexer) drives every case.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  griddleLotteryAbi,
  griddlePredictionAbi,
  griddleProfileAbi,
  griddleTradingCompetitionAbi,
} from "@griddle/sdk";
import type { Page } from "playwright-core";
import { useBrowser } from "../harness/browserSession.ts";
import { devAddressOf } from "../harness/devAccounts.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { getTestStack } from "../harness/testStack.ts";
import { until } from "../harness/until.ts";
import { farmAprFromChain } from "../farms/support/farmAprFromChain.ts";
import { readShownFarmRows, waitForRates } from "../farms/support/farmsPage.ts";
import { readHomeTopList } from "../home/support/aprLists.ts";
import { waitForUsd } from "../home/support/homePage.ts";
import { readTotalValueLockedUsd } from "../home/support/totalValueLocked.ts";
import { assertWithin } from "../pools/support/roiFormula.ts";
import { waitForRoundCard } from "../prediction/support/predictionPage.ts";
import { injectIndexerFault, type IndexerFaultMode } from "./support/indexerFault.ts";

const browser = useBrowser();

/** Issue 26's accounts (210-219), only browsing here: a prediction player's and a lottery player's view. */
const PREDICTION_VISITOR_INDEX = 211;
const LOTTERY_VISITOR_INDEX = 213;
const VISITOR_INDEX = 214;
/** Dev account 1 has the seed's profile (team 1, achievements); it is only looked at. */
const SEEDED_PROFILE_INDEX = 1;
/** How far below the head the 'behind' fault reports the indexer. */
const LAG_BLOCKS = 50;
const NOT_ANSWERED = "It has not answered yet, so the block it reached is unknown.";
const LIST_UNAVAILABLE = "This list needs the indexer and cannot be shown now.";
const LP_REWARDS_UNAVAILABLE = "LP rewards are unavailable right now: APRs show the CAKE rewards only.";

/** What a page shows in place of what needs the indexer, while it is down from the start. */
type WithoutIndexer =
  /** A list read from the indexer, which must say it cannot be shown, never its text for a real empty list. */
  | { readonly kind: "list"; readonly emptyText: string }
  /** Figures the chain stands in for: `standIn` checks them against the chain; `what` names them. */
  | { readonly kind: "figures"; readonly what: string; readonly standIn: (page: Page) => Promise<void> };

/** One indexer-backed page of the table. */
interface IndexedPage {
  readonly name: string;
  readonly path: string;
  readonly accountIndex: number;
  readonly connect: boolean;
  /** Opens the part of the page that reads the indexer, where it is not shown at once. */
  readonly reveal?: (page: Page) => Promise<void>;
  /** What the chain keeps: checked against the chain itself in every case, whatever the indexer does. */
  readonly chainKeeps: (page: Page) => Promise<void>;
  /**
   * What needs the indexer, checked with it down from the start; none where the page's only indexed
   * part is covered elsewhere (farms' base APRs: farms/farmApr.e2e.ts) or has no stand-in (info).
   */
  readonly needsIndexer?: WithoutIndexer;
}

const openPane = (name: "History" | "Chart") => async (page: Page) => {
  await page.getByRole("button", { name, exact: true }).click();
  await page.getByRole("region", { name }).waitFor();
};

async function predictionRoundsFromChain(page: Page): Promise<void> {
  const { manifest, publicClient } = getTestStack();
  const epoch = await publicClient.readContract({
    address: manifest.prediction.contract,
    abi: griddlePredictionAbi,
    functionName: "currentEpoch",
  });
  await waitForRoundCard(page, epoch, "next");
}

async function totalValueLockedFromChain(page: Page): Promise<void> {
  const expected = await readTotalValueLockedUsd(await getTestStack().publicClient.getBlockNumber());
  await waitForUsd(page.getByTestId("home-tvl"), expected, 0);
}

/** Home's top farms and 'Earn up to' while LP rewards are unknown: each farm's APR from CAKE rewards alone. */
async function homeAprsFromCakeRewards(page: Page): Promise<void> {
  await page.getByText(LP_REWARDS_UNAVAILABLE).waitFor();
  const { manifest, publicClient } = getTestStack();
  const block = await publicClient.getBlockNumber();
  const top = await readHomeTopList(page, "home-top-farms");
  assert.ok(top.length > 0, "live farms are ranked");
  for (const { name, apr } of top) {
    const farm = manifest.staking.farms.find((candidate) => candidate.lpSymbol === name);
    assert.ok(farm, `${name} is deployed`);
    const { baseApr } = await farmAprFromChain(farm, block);
    assertWithin(Number(apr.replace(/[%,]/g, "")), [baseApr, baseApr], 0.005, `${name} APR`);
  }
  assert.equal(await page.getByTestId("home-highest-apr").textContent(), top[0]?.apr);
}

async function chartFromFeedRounds(page: Page): Promise<void> {
  const pane = page.getByRole("region", { name: "Chart" });
  await pane.getByText("The chart shows the feed's latest rounds, read from the chain.").waitFor();
  await pane.locator("canvas").first().waitFor();
  assert.equal(await pane.getByText("Error fetching data").count(), 0);
}

const PAGES: readonly IndexedPage[] = [
  {
    name: "home",
    path: "/",
    accountIndex: VISITOR_INDEX,
    connect: false,
    // The farms' LP-fee APRs are the home page's only indexed figures; the value locked is the chain's.
    chainKeeps: totalValueLockedFromChain,
    needsIndexer: {
      kind: "figures",
      what: "ranks the farms by their CAKE rewards alone",
      standIn: homeAprsFromCakeRewards,
    },
  },
  {
    name: "farms",
    path: "/farms",
    accountIndex: VISITOR_INDEX,
    connect: false,
    async chainKeeps(page) {
      await waitForRates(page);
      const { manifest, publicClient } = getTestStack();
      const block = await publicClient.getBlockNumber();
      const rows = await readShownFarmRows(page);
      assert.ok(rows.length > 0, "live farms are listed");
      for (const row of rows.slice(0, 4)) {
        const farm = manifest.staking.farms.find((candidate) => candidate.pid === row.pid);
        assert.ok(farm, `farm ${row.pid} is deployed`);
        const expected = await farmAprFromChain(farm, block);
        assert.ok(row.liquidityUsd !== null, `${row.lpSymbol} shows its liquidity`);
        assertWithin(
          row.liquidityUsd,
          [expected.liquidityUsd, expected.liquidityUsd],
          0.5,
          `${row.lpSymbol} liquidity`,
        );
      }
    },
  },
  {
    name: "info",
    path: "/info",
    accountIndex: VISITOR_INDEX,
    connect: false,
    // Info is the indexer's alone: there is nothing from the chain to keep.
    chainKeeps: async () => undefined,
  },
  {
    name: "prediction (history)",
    path: "/prediction",
    accountIndex: PREDICTION_VISITOR_INDEX,
    connect: true,
    reveal: openPane("History"),
    chainKeeps: predictionRoundsFromChain,
  },
  {
    name: "prediction (chart)",
    path: "/prediction",
    accountIndex: PREDICTION_VISITOR_INDEX,
    connect: false,
    reveal: openPane("Chart"),
    chainKeeps: predictionRoundsFromChain,
    needsIndexer: {
      kind: "figures",
      what: "draws the feed's rounds read from the chain",
      standIn: chartFromFeedRounds,
    },
  },
  {
    name: "lottery (your history)",
    path: "/lottery",
    accountIndex: LOTTERY_VISITOR_INDEX,
    connect: true,
    async chainKeeps(page) {
      const finished = page.getByTestId("lottery-finished-rounds");
      const id = await until(
        () => finished.getByTestId("lottery-round-input").inputValue(),
        (value) => /^\d+$/.test(value),
        "the finished round shown",
      );
      const { manifest, publicClient } = getTestStack();
      const round = await publicClient.readContract({
        address: manifest.lottery.contract,
        abi: griddleLotteryAbi,
        functionName: "viewLottery",
        args: [BigInt(id)],
      });
      assert.equal(
        await finished.getByTestId("lottery-winning-number").getAttribute("data-number"),
        String(round.finalNumber),
      );
    },
    needsIndexer: { kind: "list", emptyText: "No lottery history found" },
  },
  {
    name: "profile (achievements)",
    path: "/profile",
    accountIndex: SEEDED_PROFILE_INDEX,
    connect: true,
    async chainKeeps(page) {
      const { manifest, publicClient } = getTestStack();
      const [, points] = await publicClient.readContract({
        address: manifest.profile.profile,
        abi: griddleProfileAbi,
        functionName: "getUserProfile",
        args: [devAddressOf(SEEDED_PROFILE_INDEX)],
      });
      await page
        .getByTestId("profile-points")
        .filter({ hasText: Number(points).toLocaleString("en-US") })
        .waitFor();
    },
    needsIndexer: { kind: "list", emptyText: "No achievements yet!" },
  },
  {
    name: "team",
    path: "/teams/1",
    accountIndex: VISITOR_INDEX,
    connect: false,
    async chainKeeps(page) {
      const { manifest, publicClient } = getTestStack();
      const [, , users, points] = await publicClient.readContract({
        address: manifest.profile.profile,
        abi: griddleProfileAbi,
        functionName: "getTeamProfile",
        args: [1n],
      });
      await page
        .getByTestId("team-points")
        .filter({ hasText: Number(points).toLocaleString("en-US") })
        .waitFor();
      assert.equal(
        await page.getByTestId("team-members").textContent(),
        Number(users).toLocaleString("en-US"),
      );
    },
    needsIndexer: { kind: "list", emptyText: "No active members yet" },
  },
  {
    name: "competition",
    path: "/competition",
    accountIndex: VISITOR_INDEX,
    connect: false,
    async chainKeeps(page) {
      const { manifest, publicClient } = getTestStack();
      const status = await publicClient.readContract({
        address: manifest.competition.contract,
        abi: griddleTradingCompetitionAbi,
        functionName: "currentStatus",
      });
      await page.locator(`[data-testid="competition-phase"][data-status="${status}"]`).waitFor();
    },
  },
];

/** A new page of `target` with its indexer behind the fault switch, set to `mode` before it opens. */
async function openWithFault(target: IndexedPage, mode: IndexerFaultMode) {
  const page = await browser.newPage();
  const fault = await injectIndexerFault(page, mode);
  await openAppPage(page, target.path, { accountIndex: target.accountIndex, connect: target.connect });
  await target.reveal?.(page);
  return { page, fault };
}

/** The page's indexer notice of `kind` ('down' or 'behind'), once shown. */
async function noticeOf(page: Page, kind: "down" | "behind") {
  const notice = page.getByTestId(`indexer-${kind}`).first();
  await notice.waitFor({ timeout: 30_000 });
  return notice;
}

function describeWithoutIndexer(needs: WithoutIndexer): string {
  return needs.kind === "list" ? "says its list cannot be shown rather than empty" : needs.what;
}

async function assertWithoutIndexer(page: Page, needs: WithoutIndexer): Promise<void> {
  if (needs.kind === "figures") return needs.standIn(page);
  await page.getByTestId("indexed-list-unavailable").filter({ hasText: LIST_UNAVAILABLE }).first().waitFor();
  assert.equal(await page.getByText(needs.emptyText).count(), 0, "no empty list is claimed");
}

describe("indexer outage", () => {
  for (const target of PAGES) {
    it(`${target.name}: says the indexer is unreachable with the last block it reported, and keeps the chain's figures exact`, async () => {
      const { page, fault } = await openWithFault(target, { kind: "up" });
      await until(
        async () => fault.lastReportedBlock(),
        (block) => block !== undefined,
        "the indexer's status",
      );
      fault.set({ kind: "down" });
      const notice = await noticeOf(page, "down");
      const shown = await until(
        () => notice.getAttribute("data-reached"),
        (reached) => reached === String(fault.lastReportedBlock()),
        "the last block the indexer reported",
      );
      assert.equal(await notice.textContent(), `It had reached block ${shown} when it last answered.`);
      await target.chainKeeps(page);
    });

    it(`${target.name}: says the indexer is behind, with the block it reached and the chain's`, async () => {
      const lagging = Number(await getTestStack().publicClient.getBlockNumber()) - LAG_BLOCKS;
      const { page } = await openWithFault(target, { kind: "behind", block: lagging });
      const notice = await noticeOf(page, "behind");
      const [reached, head, text] = await notice.evaluate((element) => [
        element.getAttribute("data-reached"),
        element.getAttribute("data-head"),
        element.textContent,
      ]);
      assert.equal(reached, String(lagging));
      assert.ok(Number(head) - lagging >= LAG_BLOCKS, `the chain's head ${head}`);
      assert.equal(text, `It has reached block ${lagging} of ${head}; the figures may be out of date.`);
      await target.chainKeeps(page);
    });

    const needs = target.needsIndexer;
    if (needs === undefined) continue;
    it(`${target.name}: with the indexer down from the start, ${describeWithoutIndexer(needs)}`, async () => {
      const { page } = await openWithFault(target, { kind: "down" });
      await page
        .getByTestId("indexer-down")
        .filter({ hasText: NOT_ANSWERED })
        .first()
        .waitFor({ timeout: 30_000 });
      await target.chainKeeps(page);
      await assertWithoutIndexer(page, needs);
    });
  }
});
