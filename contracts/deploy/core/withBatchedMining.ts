import { createTestClient, custom, type PublicClient } from "viem";

/** How often the pending transactions are counted while batching. */
const PENDING_CHECK_MS = 20;

/** What batched work may do besides sending: end the current block now. */
export interface MiningBatch {
  /** Mines the pending transactions into a block of their own. */
  mineBlock(): Promise<void>;
}

/**
 * Runs `work` with automining off, then turns automining back on. Pending transactions are mined
 * into a block whenever `work` asks, and whenever no transaction has arrived for PENDING_CHECK_MS,
 * which is when the senders wait for their receipts. Each sender's transactions still land in nonce
 * order, but many share a block: the node gives every block a timestamp a second after the last, so
 * a block per transaction would move the chain's clock minutes ahead of the wall clock and shorten
 * every deadline the app computes. Transactions that depend on another sender's must wait for its
 * confirmation.
 */
export async function withBatchedMining<T>(
  publicClient: PublicClient,
  work: (batch: MiningBatch) => Promise<T>,
): Promise<T> {
  const testClient = createTestClient({ mode: "hardhat", transport: custom(publicClient) });
  await testClient.setAutomine(false);
  let working = true;
  const miner = (async () => {
    let lastPending = 0;
    while (working) {
      await new Promise((resolve) => setTimeout(resolve, PENDING_CHECK_MS));
      const pending = await publicClient.getBlockTransactionCount({ blockTag: "pending" });
      if (pending > 0 && pending === lastPending) {
        await testClient.mine({ blocks: 1 });
        lastPending = 0;
      } else {
        lastPending = pending;
      }
    }
  })();
  // Senders wait for receipts that only the miner produces: if it fails, fail rather than wait forever.
  const minerFailure = miner.then(() => new Promise<never>(() => undefined));
  try {
    const mineBlock = async (): Promise<void> => {
      await testClient.mine({ blocks: 1 });
    };
    return await Promise.race([work({ mineBlock }), minerFailure]);
  } finally {
    working = false;
    // A miner error has already ended the race; what matters now is leaving automining on.
    await miner.catch(() => undefined);
    await testClient.setAutomine(true);
  }
}
