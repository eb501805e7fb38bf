import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { useBrowser } from "../harness/browserSession.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { getTestStack } from "../harness/testStack.ts";
import { takeOverMining, type MiningControl } from "../pools/support/blockMining.ts";
import { waitForIndexerAtHead } from "../farms/support/waitForIndexerAtHead.ts";
import { openWithLpRewards, readFarmsByApr, readHomeTopList, readPoolsByApr } from "./support/aprLists.ts";
import { waitForUsd } from "./support/homePage.ts";
import { readTotalValueLockedUsd } from "./support/totalValueLocked.ts";

const browser = useBrowser();

/** A dev account, left unconnected: these figures are the same for every visitor. */
const VISITOR_INDEX = 53;
/** How many farms and pools the home page's top lists rank. */
const TOP_LIST_SIZE = 5;

describe("the platform's figures on the home page", () => {
  let mining: MiningControl | undefined;

  after(async () => {
    await mining?.restore();
  });

  it("shows the total value locked in farms, pools and the vault", async () => {
    // Nothing is sent meanwhile, so with the blocks held every stake and price stays put.
    mining = await takeOverMining();
    const page = await browser.newPage();
    await openAppPage(page, "/", { accountIndex: VISITOR_INDEX, connect: false });
    const expected = await readTotalValueLockedUsd(await getTestStack().publicClient.getBlockNumber());
    assert.ok(expected > 0, "the seed locked value");
    await waitForUsd(page.getByTestId("home-tvl"), expected, 0);
  });

  it("ranks live farms and pools by APR as /farms and /pools show them", async () => {
    mining = await takeOverMining();
    // The APRs include LP rewards from the indexer's volumes: every seeded trade must be in them.
    await waitForIndexerAtHead();
    const page = await browser.newPage();
    await openWithLpRewards(page, () =>
      openAppPage(page, "/", { accountIndex: VISITOR_INDEX, connect: false }),
    );
    const highest = page.getByTestId("home-highest-apr");
    await highest.waitFor();
    const earnUpTo = await highest.innerText();
    const topFarms = await readHomeTopList(page, "home-top-farms");
    const topPools = await readHomeTopList(page, "home-top-pools");
    assert.equal(topFarms.length, TOP_LIST_SIZE);
    assert.equal(topPools.length, TOP_LIST_SIZE);
    await page.getByText(`Earn up to ${earnUpTo} APR in Farms`).waitFor();

    const farmsByApr = await readFarmsByApr(page, TOP_LIST_SIZE);
    assert.equal(earnUpTo, farmsByApr[0]?.apr, "'Earn up to' is the best APR on /farms");
    assert.deepEqual(topFarms, farmsByApr, "Top Farms are /farms' first by APR");
    assert.deepEqual(
      topPools,
      await readPoolsByApr(page, TOP_LIST_SIZE),
      "Top Syrup Pools are /pools' first by APR",
    );
  });
});
