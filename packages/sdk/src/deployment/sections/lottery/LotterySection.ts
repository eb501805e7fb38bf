import type { Address } from "viem";

/** The six-bracket CAKE lottery (spec 001 sections 3, 6 and 7) and who holds its roles. */
export interface LotterySection {
  readonly lottery: {
    /** GriddleLottery: rounds, tickets, draws, claims and refunds. */
    readonly contract: Address;
    /** The block the lottery was deployed in: the indexer starts there. */
    readonly startBlock: number;
    /** Sets the roles and the ticket price bounds; may inject. */
    readonly owner: Address;
    /** Opens every round (committing its seed and posting its bond) and reveals it: the lottery keeper. */
    readonly operator: Address;
    /** Receives each drawn round's treasury fee. */
    readonly treasury: Address;
    /** Adds CAKE to open rounds' pots. */
    readonly injector: Address;
  };
}
