import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { useBrowser } from "../harness/browserSession.ts";
import { measureRpcRequestsPerBlock } from "../harness/measureRpcRequests.ts";
import { mineEveryThreeSeconds } from "../harness/mineEveryThreeSeconds.ts";
import { getTestStack } from "../harness/testStack.ts";

const browser = useBrowser();

/** A fresh account: connected, it adds every farm's user reads to the page's batch. */
const ACCOUNT_INDEX = 44;
/** What every farm adds to the batch: LP staked and supply, the pair's two balances, poolInfo. */
const PUBLIC_CALLS_PER_FARM = 5;
/** What an account adds per farm: allowance, LP balance, userInfo, pendingCake. */
const USER_CALLS_PER_FARM = 4;

// Every farm's pair and MasterChef figures, the pairs that price the quote tokens and CAKE, the clock
// and, with an account, its allowances, balances, stakes and earnings are read in the page's one
// multicall per block; LP fee volumes come from the indexer, not the chain.
describe("RPC requests on /farms", () => {
  before(async () => {
    await mineEveryThreeSeconds();
  });

  for (const [title, connect, label] of [
    ["reads everything a visitor sees in one multicall per block", false, "without an account"],
    ["adds the account's reads to the same multicall", true, "with an account"],
  ] as const) {
    it(title, async () => {
      const { batchSizes } = await measureRpcRequestsPerBlock(await browser.newPage(), {
        path: "/farms",
        readyTestId: "farm-row",
        accountIndex: ACCOUNT_INDEX,
        connect,
        label,
      });
      // The same batch every block, holding at least every farm's reads (and the account's), plus
      // MasterChef's two figures; the rest are price pairs and the clock.
      const farms = getTestStack().manifest.staking.farms.length;
      const atLeast = 2 + farms * (PUBLIC_CALLS_PER_FARM + (connect ? USER_CALLS_PER_FARM : 0));
      assert.equal(batchSizes.length, 1, `one batch size (${batchSizes.join(" / ")})`);
      assert.ok((batchSizes[0] ?? 0) >= atLeast, `${batchSizes[0]} calls in the batch, ${atLeast} at least`);
    });
  }
});
