import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { multicallAbi } from "@griddle/sdk";
import { decodeFunctionData } from "viem";
import { useBrowser } from "../harness/browserSession.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { getTestStack } from "../harness/testStack.ts";
import { mineEveryThreeSeconds } from "../harness/mineEveryThreeSeconds.ts";
import { recordRpcRequests } from "./support/recordRpcRequests.ts";
import { watchNewBlocks } from "./support/watchNewBlocks.ts";

const browser = useBrowser();

/** A fresh account: connected, it adds every pool's and the vault's user reads to the page's batch. */
const ACCOUNT_INDEX = 35;
/** Blocks measured: about 24 seconds of 3-second blocks. */
const BLOCKS = 8;
/** The app's backup poll of the block number (spec 000 section 9, Block polling). */
const BLOCK_POLL_INTERVAL_MS = 6000;

/**
 * The design: the page learns of new blocks over the node's WebSocket subscription (no HTTP), reads
 * everything it shows (every pool, the vault, prices, the clock and, with an account, its positions
 * and balances) in one multicall eth_call per block, and polls eth_blockNumber every 6 seconds as a
 * backup for a stalled subscription: about 1.5 HTTP requests per 3-second block.
 */
async function measure(label: string, connect: boolean): Promise<void> {
  const { manifest } = getTestStack();
  const page = await browser.newPage();
  const requests = recordRpcRequests(page, manifest.rpcUrl);
  await openAppPage(page, "/pools", { accountIndex: ACCOUNT_INDEX, connect });
  await page.getByTestId("pool-row").first().waitFor();

  // From the first new block's arrival to the one after the last measured: BLOCKS block refreshes.
  const blocks = watchNewBlocks();
  const start = await blocks.nth(1);
  const end = await blocks.nth(BLOCKS + 1);
  await blocks.stop();
  await page.close();
  const measured = requests.filter(({ at }) => at >= start && at < end);
  const methods = measured.flatMap((request) => request.methods);
  const calls = methods.filter((method) => method === "eth_call").length;
  const polls = methods.filter((method) => method === "eth_blockNumber").length;
  const batchSizes = [
    ...new Set(
      measured
        .flatMap((request) => request.callData)
        .map((data) => {
          const { functionName, args } = decodeFunctionData({ abi: multicallAbi, data });
          assert.equal(functionName, "tryBlockAndAggregate", "every eth_call is the page's multicall");
          return (args[1] as readonly unknown[]).length;
        }),
    ),
  ];
  const seconds = (end - start) / 1000;
  console.log(
    `/pools ${label}: ${measured.length} JSON-RPC HTTP requests over ${BLOCKS} blocks (${seconds.toFixed(1)} s): ` +
      `${calls} eth_call (a multicall of ${batchSizes.join(" / ")} calls), ${polls} eth_blockNumber; ` +
      `${(measured.length / BLOCKS).toFixed(2)} per block`,
  );

  assert.deepEqual(
    methods.filter((method) => method !== "eth_call" && method !== "eth_blockNumber"),
    [],
    "only the multicall batch and the block poll",
  );
  assert.equal(measured.length, methods.length, "one method per HTTP request");
  // One batch per block; the window's edges may shift one refresh in or out.
  assert.ok(calls >= BLOCKS - 1 && calls <= BLOCKS + 1, `${calls} multicall batches for ${BLOCKS} blocks`);
  assert.ok(polls <= Math.ceil((end - start) / BLOCK_POLL_INTERVAL_MS) + 1, `${polls} block polls`);
  assert.ok(measured.length <= 2 * BLOCKS, `${measured.length} requests for ${BLOCKS} blocks`);
}

describe("RPC requests on /pools", () => {
  before(async () => {
    await mineEveryThreeSeconds();
  });

  it("reads everything a visitor sees in one multicall per block", async () => {
    await measure("without an account", false);
  });

  it("adds the account's reads to the same multicall", async () => {
    await measure("with an account", true);
  });
});
