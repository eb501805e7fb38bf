import { useEffect, useState } from "react";
import { createClient, webSocket } from "viem";
import { watchBlockNumber as watchBlockNumberOverSocket } from "viem/actions";
import { getBlockNumber, watchBlockNumber, type Config } from "@wagmi/core";
import type { AppChainConfig } from "./appChainConfig.ts";
import { recordBlockNumber, type BlockNumbers } from "./blockNumbers.ts";
import { debounce } from "./debounce.ts";
import { useFirstPaintDone } from "../ui/index.ts";
import { usePageVisible } from "./usePageVisible.ts";

/** Bursts of subscription updates (a reconnecting socket replays blocks) settle into one render. */
const SUBSCRIPTION_DEBOUNCE_MS = 100;
/** A poll on the default provider backs up the subscription, which can silently stall. */
const BLOCK_POLL_INTERVAL_MS = 6000;

function reportError(error: Error): void {
  console.warn("Could not update the current block", error);
}

/**
 * Follows the chain's latest block: a subscription (WebSocket where the chain offers one, otherwise
 * viem's polling watcher) plus a slower poll. Both start once the app has painted (every chain read
 * waits on the block, so the first paint waits on no RPC request) and pause while the tab is hidden.
 */
export function useTrackedBlockNumber(config: Config, appChain: AppChainConfig): number | undefined {
  const [blockNumbers, setBlockNumbers] = useState<BlockNumbers>({});
  const visible = usePageVisible();
  const painted = useFirstPaintDone();
  const chainId = appChain.chain.id;

  useEffect(() => {
    if (!visible || !painted) return;
    const record = (blockNumber: bigint): void => {
      setBlockNumbers((state) => recordBlockNumber(state, chainId, Number(blockNumber)));
    };
    const recordDebounced = debounce(record, SUBSCRIPTION_DEBOUNCE_MS);
    const watch = { onBlockNumber: recordDebounced, onError: reportError, emitOnBegin: true } as const;
    // A plain client and the one action: a public client's decorator brings every public action along.
    const unwatch = appChain.webSocketUrl
      ? watchBlockNumberOverSocket(
          createClient({ chain: appChain.chain, transport: webSocket(appChain.webSocketUrl) }),
          watch,
        )
      : watchBlockNumber(config, { chainId, ...watch });
    const poll = (): void => {
      getBlockNumber(config, { chainId, cacheTime: 0 }).then(record, reportError);
    };
    poll();
    const interval = setInterval(poll, BLOCK_POLL_INTERVAL_MS);
    return () => {
      unwatch();
      recordDebounced.cancel();
      clearInterval(interval);
    };
  }, [config, appChain, chainId, visible, painted]);

  return blockNumbers[chainId];
}
