import assert from "node:assert/strict";
import { multicallAbi } from "@griddle/sdk";
import type { Page } from "playwright-core";
import { decodeFunctionData } from "viem";
import { openAppPage } from "./openAppPage.ts";
import { recordRpcRequests } from "./recordRpcRequests.ts";
import { getTestStack } from "./testStack.ts";
import { watchNewBlocks } from "./watchNewBlocks.ts";

/** Blocks measured: about 24 seconds of 3-second blocks. */
const BLOCKS = 8;
/** The app's backup poll of the block number (spec 000 section 9, Block polling). */
const BLOCK_POLL_INTERVAL_MS = 6000;

export interface PageUnderMeasure {
  /** The app path, e.g. '/farms'. */
  readonly path: string;
  /** A test id the page shows once its data is read. */
  readonly readyTestId: string;
  readonly accountIndex: number;
  /** False for a visitor. */
  readonly connect: boolean;
  /** How it is called in the printed line, e.g. 'without an account'. */
  readonly label: string;
}

export interface RpcRequestsPerBlock {
  /** The distinct numbers of calls in the page's multicalls. */
  readonly batchSizes: readonly number[];
}

/**
 * Counts a page's JSON-RPC HTTP requests over BLOCKS block refreshes (3-second blocks must be on),
 * prints them, and asserts what the app's read design gives every page: new blocks come over the
 * node's WebSocket (no HTTP), everything shown is read in one tryBlockAndAggregate eth_call per
 * block, and eth_blockNumber is polled every 6 seconds as a backup for a stalled subscription —
 * about 1.5 HTTP requests per block, 2 at most.
 */
export async function measureRpcRequestsPerBlock(
  page: Page,
  { path, readyTestId, accountIndex, connect, label }: PageUnderMeasure,
): Promise<RpcRequestsPerBlock> {
  const { manifest } = getTestStack();
  const requests = recordRpcRequests(page, manifest.rpcUrl);
  await openAppPage(page, path, { accountIndex, connect });
  await page.getByTestId(readyTestId).first().waitFor();

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
    `${path} ${label}: ${measured.length} JSON-RPC HTTP requests over ${BLOCKS} blocks (${seconds.toFixed(1)} s): ` +
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
  return { batchSizes };
}
