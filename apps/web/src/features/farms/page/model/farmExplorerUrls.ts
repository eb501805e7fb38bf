import type { Address } from "viem";

/** A farm's links to the chain's block explorer; both undefined on a chain without one (the local chain). */
export interface FarmExplorerUrls {
  /** 'View Contract': the pair, whose LP token the farm stakes. */
  readonly contract: string | undefined;
  /**
   * 'See Pair Info': the explorer's token page of the LP, with its supply, holders and transfers. The
   * app has no analytics site of its own to send it to.
   */
  readonly pairInfo: string | undefined;
}

export function farmExplorerUrls(explorerUrl: string | undefined, lpAddress: Address): FarmExplorerUrls {
  if (explorerUrl === undefined) return { contract: undefined, pairInfo: undefined };
  const base = explorerUrl.replace(/\/+$/, "");
  return { contract: `${base}/address/${lpAddress}`, pairInfo: `${base}/token/${lpAddress}` };
}
