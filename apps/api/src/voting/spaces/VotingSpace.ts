import type { Address } from "viem";

/**
 * A space, Snapshot's word for a group of proposals with its own rule on who may propose. Voting
 * is the same in both: any address with voting power at the proposal's snapshot block.
 */
export interface VotingSpace {
  readonly id: string;
  readonly name: string;
  /** When set, only these addresses may propose (Core); empty, anyone with minScore may (Community). */
  readonly admins: readonly Address[];
  /** The voting power, in CAKE wei, an author needs at the proposal's snapshot block. */
  readonly minScore: bigint;
}

export type VotingSpaces = ReadonlyMap<string, VotingSpace>;
