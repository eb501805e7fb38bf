import { createTestClient, http } from "viem";
import { mineEveryThreeSeconds } from "../../harness/mineEveryThreeSeconds.ts";

/**
 * Stops the local chain from mining, so a sent transaction stays pending for as long as a test
 * needs to see the app's pending state. `resume` mines the held transactions in one block and
 * restores instant mining plus the 3-second blocks; call it in a `finally`.
 */
export async function pauseMining(rpcUrl: string): Promise<{ resume: () => Promise<void> }> {
  const client = createTestClient({ mode: "hardhat", transport: http(rpcUrl) });
  await client.setAutomine(false);
  await client.setIntervalMining({ interval: 0 });
  return {
    async resume() {
      await client.mine({ blocks: 1 });
      await client.setAutomine(true);
      await mineEveryThreeSeconds();
    },
  };
}
