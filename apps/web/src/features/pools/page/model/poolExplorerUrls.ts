import type { Address } from "viem";

/** Links to the chain's block explorer; each is undefined on a chain without one (the local chain). */
export interface PoolExplorerUrls {
  /** 'See Token Info': the earning token's page. */
  readonly tokenInfo: string | undefined;
  /** 'View Contract': the pool's (or the vault's) contract. */
  readonly contract: string | undefined;
  /** The explorer's countdown page for the block the pool counts down to. */
  readonly blockCountdown: string | undefined;
}

export function poolExplorerUrls(
  explorerUrl: string | undefined,
  target: {
    readonly tokenAddress: Address;
    readonly contractAddress: Address | undefined;
    readonly countdownBlock: number | undefined;
  },
): PoolExplorerUrls {
  if (explorerUrl === undefined)
    return { tokenInfo: undefined, contract: undefined, blockCountdown: undefined };
  const base = explorerUrl.replace(/\/+$/, "");
  return {
    tokenInfo: `${base}/token/${target.tokenAddress}`,
    contract: target.contractAddress === undefined ? undefined : `${base}/address/${target.contractAddress}`,
    blockCountdown:
      target.countdownBlock === undefined ? undefined : `${base}/block/countdown/${target.countdownBlock}`,
  };
}
