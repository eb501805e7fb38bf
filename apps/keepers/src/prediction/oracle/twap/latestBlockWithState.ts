import type { Address, PublicClient } from "viem";

/**
 * The latest block at or after `first` and at or before `blockNumber` whose state the node can
 * answer reads at. Hardhat's EDR node keeps no state for the blocks in the middle of a
 * `hardhat_mine` range: reads there find no contract at all. Those blocks are empty, so the state
 * of the last block before them that has one is theirs. `contract` existed since `first`, so its
 * code tells which blocks have state; every real chain answers at the first try.
 */
export async function latestBlockWithState(
  publicClient: PublicClient,
  contract: Address,
  blockNumber: bigint,
  first: bigint,
): Promise<bigint> {
  for (let candidate = blockNumber; candidate > first; candidate -= 1n) {
    const code = await publicClient.getCode({ address: contract, blockNumber: candidate });
    if (code !== undefined && code !== "0x") return candidate;
  }
  return first;
}
