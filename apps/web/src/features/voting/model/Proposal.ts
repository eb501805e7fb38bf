/** A proposal's phase on the hub: voting has not started, is open, or has ended. */
export type ProposalState = "pending" | "active" | "closed";

/** A governance proposal as the voting hub holds it (spec 001 section 3). */
export interface Proposal {
  readonly id: string;
  readonly title: string;
  /** Markdown, written by anyone: rendered only through MarkdownBody. */
  readonly body: string;
  readonly choices: readonly string[];
  /** Seconds. */
  readonly start: number;
  /** Seconds. */
  readonly end: number;
  /** The block whose balances give each voter's power. */
  readonly snapshot: number;
  readonly state: ProposalState;
  readonly author: string;
  readonly space: { readonly id: string; readonly name: string };
  /** How many votes were cast. */
  readonly votes: number;
  /** Voting power per choice, in the choices' order. */
  readonly scores: readonly number[];
  readonly scoresTotal: number;
  readonly type: string;
  /** Seconds. */
  readonly created: number;
}
