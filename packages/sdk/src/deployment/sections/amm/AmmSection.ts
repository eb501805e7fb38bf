import type { Address, Hex } from "viem";

/** A pair the local deployment created and gave liquidity. */
export interface DeployedPair {
  readonly address: Address;
  readonly token0: Address;
  readonly token1: Address;
}

/** The exchange: its core contracts, the pair creation code's hash and every pair created. */
export interface AmmSection {
  readonly contracts: {
    readonly wbnb: Address;
    readonly cake: Address;
    readonly factory: Address;
    readonly router: Address;
    readonly multicall: Address;
    readonly feeCollector: Address;
  };
  /** keccak256 of the pair creation code: the SDK derives pair addresses from it. */
  readonly initCodePairHash: Hex;
  readonly pairs: readonly DeployedPair[];
}
