/**
 * Where a token's allowance for a spender stands (spec 000 section 4, Per-token approval). A const
 * object rather than an enum: the project compiles with `erasableSyntaxOnly`.
 */
export const ApprovalState = {
  /** No amount or no spender yet, or the allowance has not been read. */
  UNKNOWN: "UNKNOWN",
  NOT_APPROVED: "NOT_APPROVED",
  /** The allowance is too low but an approval transaction is in flight. */
  PENDING: "PENDING",
  APPROVED: "APPROVED",
} as const;
export type ApprovalState = (typeof ApprovalState)[keyof typeof ApprovalState];
