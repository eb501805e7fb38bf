/** A route the search found, as pair indices and token ids of its PairGraph, with its raw amounts. */
export interface RouteCandidate {
  /** Pair indices in trade order, input side first. */
  readonly pairs: readonly number[];
  /** Token ids from the input token to the output token. */
  readonly path: readonly number[];
  readonly inputAmount: bigint;
  readonly outputAmount: bigint;
}
