import type { Address } from "viem";

/** Griddle's lottery, lowercase like the indexer's ids. */
export interface LotteryContracts {
  /** GriddleLottery: rounds, purchases, draws, claims and refunds. */
  readonly lottery: Address;
  /** The block the lottery was deployed in: it has no events before it. */
  readonly startBlock: number;
}
