/**
 * What is known about a pair of currencies. A const object rather than an `enum`, because the project
 * compiles with `erasableSyntaxOnly`.
 */
export const PairState = {
  /** No reserves read yet. */
  LOADING: "LOADING",
  /** Nothing answers at the pair's address: the factory has not created it. */
  NOT_EXISTS: "NOT_EXISTS",
  EXISTS: "EXISTS",
  /** A currency is missing or both sides are the same token: there is no pair to look for. */
  INVALID: "INVALID",
} as const;
export type PairState = (typeof PairState)[keyof typeof PairState];
