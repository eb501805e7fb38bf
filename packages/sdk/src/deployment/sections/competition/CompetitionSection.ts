import type { Address } from "viem";

/** The trading competition (spec 001 sections 3, 4, 7 and 9), its roles and the keeper's schedule. */
export interface CompetitionSection {
  readonly competition: {
    /** GriddleTradingCompetition: registration, phases, the published results and the claims. */
    readonly contract: Address;
    /** The block the competition was deployed in: the indexer starts there. */
    readonly startBlock: number;
    /** Sets the rewards, funds them and may move the phases. */
    readonly owner: Address;
    /** Moves the phases and publishes the results: the competition keeper. */
    readonly operator: Address;
    /** Teams ranked (ids and ranks from 1). */
    readonly numberTeams: number;
    /** The pairs whose swaps count: BNB-BUSD, CAKE-BNB, ETH-BNB and BTCB-BNB (spec 001 section 9). */
    readonly eligiblePairs: readonly Address[];
    /** How long the keeper keeps the registration and the live phase open, from each phase's start. */
    readonly schedule: {
      readonly registrationSeconds: number;
      readonly liveSeconds: number;
    };
  };
}
