import { createPublicClient, webSocket } from "viem";
import { getTestStack } from "./testStack.ts";

/** Longer than any gap between the local chain's 3-second blocks. */
const STALL_MS = 15_000;

export interface NewBlocks {
  /**
   * Resolves with the time (ms since the epoch) the `count`-th new block (from 1) arrived; rejects
   * when the chain stalls, rather than waiting forever.
   */
  nth(count: number): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Follows the chain's new blocks through the node's WebSocket subscription, as the app does, and notes
 * when each one arrives.
 */
export function watchNewBlocks(): NewBlocks {
  const wsUrl = getTestStack().manifest.rpcUrl.replace(/^http/, "ws");
  const client = createPublicClient({ transport: webSocket(wsUrl) });
  const arrivals: number[] = [];
  const waiters = new Set<() => void>();
  const unwatch = client.watchBlockNumber({
    onBlockNumber: () => {
      arrivals.push(Date.now());
      waiters.forEach((check) => check());
    },
    onError: (error) => {
      throw error;
    },
  });
  return {
    nth: (count) =>
      new Promise((resolve, reject) => {
        let stalled: NodeJS.Timeout | undefined;
        const check = () => {
          clearTimeout(stalled);
          const at = arrivals[count - 1];
          if (at === undefined) {
            stalled = setTimeout(() => {
              waiters.delete(check);
              reject(
                new Error(`No new block for ${STALL_MS / 1000} s (${arrivals.length} of ${count} came)`),
              );
            }, STALL_MS);
            return;
          }
          waiters.delete(check);
          resolve(at);
        };
        waiters.add(check);
        check();
      }),
    stop: async () => {
      unwatch();
      waiters.clear();
      (await client.transport.getRpcClient()).close();
    },
  };
}
