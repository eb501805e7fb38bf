import { before, describe, it } from "node:test";
import { useBrowser } from "../harness/browserSession.ts";
import { measureRpcRequestsPerBlock } from "../harness/measureRpcRequests.ts";
import { mineEveryThreeSeconds } from "../harness/mineEveryThreeSeconds.ts";

const browser = useBrowser();

/** A fresh account: connected, it adds every pool's and the vault's user reads to the page's batch. */
const ACCOUNT_INDEX = 35;

// Every pool, the vault, prices, the clock and, with an account, its positions and balances are read
// in the page's one multicall per block.
describe("RPC requests on /pools", () => {
  before(async () => {
    await mineEveryThreeSeconds();
  });

  for (const [title, connect, label] of [
    ["reads everything a visitor sees in one multicall per block", false, "without an account"],
    ["adds the account's reads to the same multicall", true, "with an account"],
  ] as const) {
    it(title, async () => {
      await measureRpcRequestsPerBlock(await browser.newPage(), {
        path: "/pools",
        readyTestId: "pool-row",
        accountIndex: ACCOUNT_INDEX,
        connect,
        label,
      });
    });
  }
});
