/** The hub's two spaces: Core takes proposals from its admins only, Community from anyone with enough power. */
export type VotingSpaceId = "core" | "community";

export const VOTING_SPACE_IDS: readonly VotingSpaceId[] = ["core", "community"];

/** A space's rules as the hub states them. */
export interface VotingSpace {
  readonly id: string;
  readonly name: string;
  /** Lower-cased addresses that may always publish. */
  readonly admins: readonly string[];
  /** The voting power, in CAKE, an account needs to publish. */
  readonly minScore: number;
}
