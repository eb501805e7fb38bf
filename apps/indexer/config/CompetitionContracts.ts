import type { Address } from "viem";

/** Griddle's trading competition and the pairs whose swaps count, lowercase like the indexer's ids. */
export interface CompetitionContracts {
  /** GriddleTradingCompetition: registrations and phases. */
  readonly competition: Address;
  /** The block it was deployed in: it has no events before it. */
  readonly startBlock: number;
  /** The eligible pairs (BNB-BUSD, CAKE-BNB, ETH-BNB, BTCB-BNB). */
  readonly eligiblePairs: readonly Address[];
}
