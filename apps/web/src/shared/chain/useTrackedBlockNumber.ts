import { useEffect, useReducer, useState } from "react";
import { createClient, webSocket, type Chain, type Hex } from "viem";
import { watchBlockNumber as watchBlockNumberOverSocket } from "viem/actions";
import { getBlockNumber, getClient, watchBlockNumber, type Config } from "@wagmi/core";
import type { AppChainConfig } from "./appChainConfig.ts";
import { recordBlockNumber, type BlockNumbers } from "./blockNumbers.ts";
import { INITIAL_CHAIN_CONNECTIVITY, type ChainConnectivity } from "./connectivity/ChainConnectivity.ts";
import { isNodeUnreachableError } from "./connectivity/isNodeUnreachableError.ts";
import { readGenesisHash } from "./connectivity/readGenesisHash.ts";
import { recordBlockPoll, type BlockPollOutcome } from "./connectivity/recordBlockPoll.ts";
import { debounce } from "./debounce.ts";
import { useFirstPaintDone } from "../ui/index.ts";
import { usePageVisible } from "./usePageVisible.ts";

/** Bursts of subscription updates (a reconnecting socket replays blocks) settle into one render. */
const SUBSCRIPTION_DEBOUNCE_MS = 100;
/** A poll on the default provider backs up the subscription, which can silently stall. */
const BLOCK_POLL_INTERVAL_MS = 6000;
/**
 * After a poll that could not reach the node: soon enough to tell a blip from an outage within a few
 * seconds, and to notice the node is back about as soon as it is.
 */
const UNREACHABLE_RETRY_MS = 2000;

function reportError(error: unknown): void {
  console.warn("Could not update the current block", error);
}

async function closeSocket(chain: Chain, url: string): Promise<void> {
  const client = createClient({ chain, transport: webSocket(url) });
  (await client.transport.getRpcClient()).close();
}

export interface TrackedBlockNumber {
  /** The latest block number seen, undefined until the first one. */
  readonly blockNumber: number | undefined;
  readonly connectivity: ChainConnectivity;
}

export interface TrackBlockNumberOptions {
  /**
   * Receives the chain's genesis hash, read once per connection (at the start and after each outage)
   * and whenever the chain's block number goes backwards: the caller tells a restarted chain by it.
   * Pass a stable function: a new one starts the tracking afresh.
   */
  readonly onGenesisHash?: ((genesisHash: Hex) => void) | undefined;
}

/**
 * Follows the chain's latest block: a subscription (WebSocket where the chain offers one, otherwise
 * viem's polling watcher) plus a slower poll. Both start once the app has painted (every chain read
 * waits on the block, so the first paint waits on no RPC request) and pause while the tab is hidden.
 * The polls also tell whether the node can be reached (see recordBlockPoll): after an outage the
 * subscription starts on a new socket, since the old one may have given up reconnecting.
 */
export function useTrackedBlockNumber(
  config: Config,
  appChain: AppChainConfig,
  options: TrackBlockNumberOptions = {},
): TrackedBlockNumber {
  const [blockNumbers, setBlockNumbers] = useState<BlockNumbers>({});
  const [connectivity, recordPoll] = useReducer(recordBlockPoll, INITIAL_CHAIN_CONNECTIVITY);
  const visible = usePageVisible();
  const painted = useFirstPaintDone();
  const chainId = appChain.chain.id;
  const { reconnections } = connectivity;
  const { onGenesisHash } = options;

  useEffect(() => {
    if (!visible || !painted) return;
    let stopped = false;
    let highest: number | undefined;
    const checkGenesis = (): void => {
      const client = getClient(config, { chainId });
      if (!onGenesisHash || !client) return;
      readGenesisHash(client).then((hash) => !stopped && onGenesisHash(hash), reportError);
    };
    const record = (blockNumber: bigint): void => {
      const number = Number(blockNumber);
      // A chain below a block already seen has restarted or reorganised deeply: whose chain is it now?
      if (highest !== undefined && number < highest) checkGenesis();
      highest = Math.max(highest ?? number, number);
      setBlockNumbers((state) => recordBlockNumber(state, chainId, number));
    };
    const recordDebounced = debounce(record, SUBSCRIPTION_DEBOUNCE_MS);

    let pollTimer: ReturnType<typeof setTimeout> | undefined;
    let polling = false;
    const poll = (): void => {
      if (polling) return;
      polling = true;
      clearTimeout(pollTimer);
      const next = (outcome: BlockPollOutcome, delayMs: number): void => {
        polling = false;
        if (stopped) return;
        recordPoll(outcome);
        pollTimer = setTimeout(poll, delayMs);
      };
      getBlockNumber(config, { chainId, cacheTime: 0 }).then(
        (blockNumber) => {
          if (!stopped) record(blockNumber);
          next("answered", BLOCK_POLL_INTERVAL_MS);
        },
        (error: unknown) => {
          reportError(error);
          next(isNodeUnreachableError(error) ? "unreachable" : "answered", UNREACHABLE_RETRY_MS);
        },
      );
    };
    // A failing subscription is the first sign of an outage: poll now rather than at the next interval.
    const onSubscriptionError = (error: Error): void => {
      reportError(error);
      if (!stopped) poll();
    };
    const watch = {
      onBlockNumber: recordDebounced,
      onError: onSubscriptionError,
      emitOnBegin: true,
    } as const;
    const socketUrl = appChain.webSocketUrl;
    let unwatch = (): void => undefined;
    const startWatching = (): void => {
      if (stopped) return;
      // A plain client and the one action: a public client's decorator brings every public action along.
      unwatch = socketUrl
        ? watchBlockNumberOverSocket(
            createClient({ chain: appChain.chain, transport: webSocket(socketUrl) }),
            watch,
          )
        : watchBlockNumber(config, { chainId, ...watch });
    };
    // viem keeps one socket per URL for the page, and one that gave up reconnecting during the outage
    // stays dead: after a reconnection the subscription starts on a new one.
    if (socketUrl && reconnections > 0)
      closeSocket(appChain.chain, socketUrl).then(startWatching, startWatching);
    else startWatching();
    poll();
    checkGenesis();
    return () => {
      stopped = true;
      unwatch();
      recordDebounced.cancel();
      clearTimeout(pollTimer);
    };
  }, [config, appChain, chainId, visible, painted, reconnections, onGenesisHash]);

  return { blockNumber: blockNumbers[chainId], connectivity };
}
