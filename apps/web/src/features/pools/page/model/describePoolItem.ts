import type { Address } from "viem";
import { getPoolBlockCountdown, type PoolBlockCountdown } from "./getPoolBlockCountdown.ts";
import { getPoolItemMetrics, type PoolItemMetrics } from "./getPoolItemMetrics.ts";
import { poolExplorerUrls, type PoolExplorerUrls } from "./poolExplorerUrls.ts";
import { poolOf, type PoolListItem } from "./PoolListItem.ts";

/** What every entry of the list needs from outside itself. */
export interface PoolListContext {
  readonly currentBlock: number | undefined;
  /** The block explorer's base URL; undefined on a chain without one. */
  readonly explorerUrl: string | undefined;
  /** The vault's contract, for its 'View Contract' link. */
  readonly vaultAddress: Address | undefined;
}

export interface PoolItemDescription {
  readonly metrics: PoolItemMetrics;
  /** None for the vault, which never starts or ends. */
  readonly countdown: PoolBlockCountdown | undefined;
  readonly explorerUrls: PoolExplorerUrls;
}

/** Everything a row or card shows about `item`, from its data and the list's context. */
export function describePoolItem(item: PoolListItem, context: PoolListContext): PoolItemDescription {
  const pool = poolOf(item);
  const countdown = item.kind === "pool" ? getPoolBlockCountdown(pool, context.currentBlock) : undefined;
  const contractAddress = item.kind === "vault" ? context.vaultAddress : pool.contractAddress;
  return {
    metrics: getPoolItemMetrics(item),
    countdown,
    explorerUrls: poolExplorerUrls(context.explorerUrl, {
      tokenAddress: pool.earningToken.address,
      contractAddress,
      countdownBlock: countdown?.targetBlock,
    }),
  };
}
