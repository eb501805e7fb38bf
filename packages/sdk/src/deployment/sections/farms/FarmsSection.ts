import type { Address } from "viem";

/** A MasterChef farm of the local deployment: an LP token staked for CAKE. */
export interface DeployedFarm {
  /** MasterChef pid, from 1 (pid 0 is the manual CAKE pool). */
  readonly pid: number;
  /** The pair's sides with WBNB shown as BNB, e.g. 'CAKE-BNB LP'. */
  readonly lpSymbol: string;
  /** The pair, whose LP token the farm stakes. */
  readonly lpAddress: Address;
  /** The pair's non-quote side. */
  readonly token: Address;
  /** WBNB, BUSD, USDT, or CAKE for community farms: the side the farm is priced through. */
  readonly quoteToken: Address;
  /** MasterChef allocation points at deployment; 0 for a finished farm. */
  readonly allocPoint: number;
  readonly isCommunity: boolean;
}

/** The farms, which live in `staking` beside the pools because MasterChef pays both. */
export interface FarmsSection {
  readonly staking: {
    /** Every farm by ascending pid. */
    readonly farms: readonly DeployedFarm[];
  };
}
