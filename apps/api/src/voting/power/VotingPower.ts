import type { Address } from "viem";

/**
 * Where an address's CAKE sits, in wei. The order of the keys is the order of `vp_by_strategy` in
 * the GraphQL votes, so the app can label each entry.
 */
export interface VotingPowerBreakdown {
  /** CAKE held in the wallet. */
  readonly wallet: bigint;
  /** The CAKE value of the wallet's vault shares: shares x price per full share. */
  readonly vault: bigint;
  /** CAKE staked in MasterChef's manual CAKE pool (pid 0). */
  readonly manualPool: bigint;
  /** CAKE staked in the partner (SmartChef) pools that stake CAKE. */
  readonly partnerPools: bigint;
  /** The CAKE side of the CAKE-BNB LP tokens in the wallet. */
  readonly lpWallet: bigint;
  /** The CAKE side of the CAKE-BNB LP tokens staked in their farm. */
  readonly lpFarm: bigint;
}

export const VOTING_POWER_STRATEGIES = [
  "wallet",
  "vault",
  "manualPool",
  "partnerPools",
  "lpWallet",
  "lpFarm",
] as const satisfies readonly (keyof VotingPowerBreakdown)[];

/** An address's voting power at a block: the sum of its breakdown. */
export interface VotingPower {
  readonly address: Address;
  readonly block: bigint;
  readonly total: bigint;
  readonly breakdown: VotingPowerBreakdown;
}
