import { createTestClient, http } from "viem";
import { getTestStack } from "./testStack.ts";

/** The local chain's block interval in seconds (contracts/hardhat.config.ts, network `local`: 3000 ms). */
const LOCAL_BLOCK_INTERVAL_SECONDS = 3;

/**
 * Puts the chain back on a block every 3 seconds, as `npm start` runs it, whatever an earlier test
 * left behind: for measurements that count on blocks arriving at their usual pace.
 */
export async function mineEveryThreeSeconds(): Promise<void> {
  const client = createTestClient({ mode: "hardhat", transport: http(getTestStack().manifest.rpcUrl) });
  // viem takes the interval in seconds and sends Hardhat milliseconds.
  await client.setIntervalMining({ interval: LOCAL_BLOCK_INTERVAL_SECONDS });
}
