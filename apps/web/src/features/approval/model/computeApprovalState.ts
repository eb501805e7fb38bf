import type { Currency, CurrencyAmount } from "@griddle/sdk";
import { ApprovalState } from "./ApprovalState.ts";

export interface ApprovalInputs {
  readonly amountToApprove: CurrencyAmount<Currency> | undefined;
  readonly spender: string | undefined;
  /** The current allowance; undefined while it loads. */
  readonly allowance: bigint | undefined;
  /** Whether an approval of this token for this spender is in flight. */
  readonly pendingApproval: boolean;
}

/** The approval state of spec 000 section 4: the native coin needs no approval. */
export function computeApprovalState({
  amountToApprove,
  spender,
  allowance,
  pendingApproval,
}: ApprovalInputs): ApprovalState {
  if (!amountToApprove || !spender) return ApprovalState.UNKNOWN;
  if (amountToApprove.currency.isNative) return ApprovalState.APPROVED;
  if (allowance === undefined) return ApprovalState.UNKNOWN;
  if (allowance < amountToApprove.quotient) {
    return pendingApproval ? ApprovalState.PENDING : ApprovalState.NOT_APPROVED;
  }
  return ApprovalState.APPROVED;
}
