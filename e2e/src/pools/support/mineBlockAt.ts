import { createTestClient, http } from "viem";
import { getTestStack } from "../../harness/testStack.ts";

/**
 * Mines one block stamped `timestamp` (unix seconds, ahead of the latest block): the chain's clock
 * jumps there, as if that much time had passed, and later blocks follow on from it.
 */
export async function mineBlockAt(timestamp: bigint): Promise<void> {
  const client = createTestClient({ mode: "hardhat", transport: http(getTestStack().manifest.rpcUrl) });
  await client.setNextBlockTimestamp({ timestamp });
  await client.mine({ blocks: 1 });
}
