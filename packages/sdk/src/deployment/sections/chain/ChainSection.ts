/** Where the deployment lives: the chain, how the browser reaches it, and where indexers start. */
export interface ChainSection {
  readonly chainId: number;
  /** JSON-RPC endpoint of the chain the contracts live on, as the browser reaches it. */
  readonly rpcUrl: string;
  /** First block that holds any of these contracts: where indexers start. */
  readonly startBlock: number;
}
