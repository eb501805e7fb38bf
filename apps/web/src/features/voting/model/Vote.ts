/** One account's vote on a proposal (spec 001 section 3); a later vote by the same account replaces it. */
export interface Vote {
  readonly id: string;
  readonly voter: string;
  /** Seconds. */
  readonly created: number;
  /** 1-based, into the proposal's choices. */
  readonly choice: number;
  readonly reason: string;
  /** The voter's power at the proposal's snapshot block, in CAKE. */
  readonly vp: number;
  readonly proposalId: string;
  /** The hub's hash of the power record it counted (what /verify checks); undefined when it gave none. */
  readonly verificationHash: string | undefined;
}
