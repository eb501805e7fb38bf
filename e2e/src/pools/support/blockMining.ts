import { createTestClient, http } from "viem";
import { mineEveryThreeSeconds } from "../../harness/mineEveryThreeSeconds.ts";
import { getTestStack } from "../../harness/testStack.ts";

export interface MiningControl {
  /** Mines `blocks` empty blocks at once. */
  mine(blocks: number): Promise<void>;
  /** Brings back the 3-second blocks; call it in an `after` or `finally`, other suites rely on them. */
  restore(): Promise<void>;
}

/**
 * Stops the chain's 3-second blocks, keeping instant mining of sent transactions: the latest block then
 * only moves when the test sends or mines, so what the page shows can be compared with a chain read
 * at that same block.
 */
export async function takeOverMining(): Promise<MiningControl> {
  const client = createTestClient({ mode: "hardhat", transport: http(getTestStack().manifest.rpcUrl) });
  await client.setIntervalMining({ interval: 0 });
  return {
    mine: (blocks) => client.mine({ blocks }),
    restore: mineEveryThreeSeconds,
  };
}
