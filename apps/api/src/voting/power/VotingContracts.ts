import type { Address } from "viem";

/** The deployment's contracts that hold CAKE counted as voting power. */
export interface VotingContracts {
  readonly multicall: Address;
  readonly cake: Address;
  readonly cakeVault: Address;
  readonly masterChef: Address;
  /** The SmartChef pools (sousId above 0) whose staked token is CAKE. */
  readonly partnerPools: readonly Address[];
  /** The CAKE-BNB pair, its LP token. */
  readonly cakeBnbPair: Address;
  /** Whether CAKE is the pair's token0, to pick its reserve. */
  readonly cakeIsToken0: boolean;
  /** MasterChef's pid of the CAKE-BNB farm. */
  readonly cakeBnbFarmPid: number;
}
