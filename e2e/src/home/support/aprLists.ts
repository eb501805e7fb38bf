// APR rankings as a user reads them: the home page's top lists, and the /farms and /pools lists
// sorted by APR, each line a name and the rate exactly as shown.
import type { Page } from "playwright-core";
import { getTestStack } from "../../harness/testStack.ts";
import { readShownPoolRows } from "../../pools/support/shownPoolRows.ts";
import { tokenOf } from "../../pools/support/poolChain.ts";

export interface ShownApr {
  readonly name: string;
  /** As shown: '123.45%'. */
  readonly apr: string;
}

const RATE = /-?[\d,]+\.\d{2}%/;
/** The GraphQL operation the farms data sends for the pairs' volumes (farms/data/model/tradingHistoryQuery.ts). */
const TRADING_HISTORY_OPERATION = "query FarmTradingHistories";

function rateIn(text: string): string {
  const rate = RATE.exec(text)?.[0];
  if (rate === undefined) throw new Error(`No rate in '${text}'`);
  return rate;
}

/** The entries of a home page top list (data-testid `testId`), in their order, once loaded. */
export async function readHomeTopList(page: Page, testId: string): Promise<ShownApr[]> {
  const items = page.getByTestId(testId).getByRole("listitem");
  await items.first().waitFor();
  const texts = await items.evaluateAll((elements) =>
    elements.map((element) => (element as HTMLElement).innerText),
  );
  return texts.map((text) => {
    // Rank, name, rate: one line each.
    const [, name = "", rate = ""] = text.split("\n").map((line) => line.trim());
    return { name, apr: rateIn(rate) };
  });
}

async function sortByApr(page: Page): Promise<void> {
  // React re-renders the list within the change event, so it is in order once this resolves.
  await page.getByLabel("Sort by").selectOption("apr");
}

/**
 * Runs `open` (a navigation) and resolves once the page has the indexer's trading history (the LP rewards in every
 * farm APR) and has painted it: the GraphQL answer, then two animation frames for React to commit it. Only the
 * farms' trading-history query counts: the pages also ask the indexer for its status (`_meta`), often first.
 */
export async function openWithLpRewards(page: Page, open: () => Promise<unknown>): Promise<void> {
  const indexerUrl = getTestStack().manifest.services?.indexerGraphqlUrl;
  if (indexerUrl === undefined) throw new Error("The stack runs no indexer");
  const answered = page.waitForResponse(
    (response) =>
      response.url() === indexerUrl &&
      response.request().method() === "POST" &&
      (response.request().postData() ?? "").includes(TRADING_HISTORY_OPERATION) &&
      response.ok(),
  );
  await open();
  await (await answered).finished();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** The first `count` live farms of /farms sorted by APR: LP symbol and APR (LP rewards included). */
export async function readFarmsByApr(page: Page, count: number): Promise<ShownApr[]> {
  const { manifest, webUrl } = getTestStack();
  await openWithLpRewards(page, () => page.goto(`${webUrl}/farms`));
  const rows = page.getByTestId("farm-row");
  await rows.first().filter({ hasText: "%" }).waitFor();
  const unavailable = page.getByText("LP rewards are unavailable right now", { exact: false });
  if ((await unavailable.count()) > 0)
    throw new Error("/farms shows no LP rewards: the indexer did not answer");
  await sortByApr(page);
  const shown = await rows.evaluateAll((elements) =>
    elements.map((element) => ({
      pid: Number(element.getAttribute("data-farm-pid")),
      text: (element as HTMLElement).innerText,
    })),
  );
  return shown.slice(0, count).map(({ pid, text }) => {
    const farm = manifest.staking.farms.find((candidate) => candidate.pid === pid);
    if (!farm) throw new Error(`Row of unknown farm ${pid}`);
    return { name: farm.lpSymbol, apr: rateIn(text.slice(text.indexOf("APR"))) };
  });
}

/** The first `count` live pools of /pools sorted by APR, the vault left out: 'Stake X - Earn Y' and APR. */
export async function readPoolsByApr(page: Page, count: number): Promise<ShownApr[]> {
  const { manifest, webUrl } = getTestStack();
  await page.goto(`${webUrl}/pools`);
  await page
    .locator('[data-testid="pool-row"]:not([data-pool-key="vault"])')
    .first()
    .filter({ hasText: "%" })
    .waitFor();
  await sortByApr(page);
  const rows = (await readShownPoolRows(page)).filter((row) => row.key !== "vault");
  return rows.slice(0, count).map((row) => {
    const pool = manifest.staking.pools.find((candidate) => `pool-${candidate.sousId}` === row.key);
    if (!pool) throw new Error(`Row of unknown pool ${row.key}`);
    const name = `Stake ${tokenOf(pool.stakingToken).symbol} - Earn ${tokenOf(pool.earningToken).symbol}`;
    const apr = (row.apr ?? 0).toLocaleString("en-US", {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    return { name, apr: `${apr}%` };
  });
}
