import { createTestClient, custom, type PublicClient } from "viem";

/**
 * Mines empty blocks until the chain is past `block`, so pools that end there show as finished.
 * The blocks share a timestamp (interval 0) so the chain's clock does not run ahead of the wall clock,
 * which would shorten every deadline the app computes.
 */
export async function mineBlocksPast(publicClient: PublicClient, block: bigint): Promise<void> {
  const current = await publicClient.getBlockNumber({ cacheTime: 0 });
  if (current > block) return;
  const testClient = createTestClient({ mode: "hardhat", transport: custom(publicClient) });
  await testClient.mine({ blocks: Number(block - current + 1n), interval: 0 });
}
