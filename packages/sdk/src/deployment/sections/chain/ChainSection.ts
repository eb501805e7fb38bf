import type { Hex } from "viem";

/** Where the deployment lives: the chain, how the browser reaches it, and where indexers start. */
export interface ChainSection {
  readonly chainId: number;
  /** JSON-RPC endpoint of the chain the contracts live on, as the browser reaches it. */
  readonly rpcUrl: string;
  /** First block that holds any of these contracts: where indexers start. */
  readonly startBlock: number;
  /**
   * The hash of the chain's block 0 when the stack deployed to it. A local chain started afresh has
   * the same id and, deployed the same way, the same addresses, but a new genesis hash: the app tells
   * the new deployment from the old one by it. Absent in manifests written before it was recorded.
   */
  readonly genesisHash?: Hex;
}
