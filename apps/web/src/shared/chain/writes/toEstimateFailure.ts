import type { Abi } from "viem";
import { extractRevertReason } from "./extractRevertReason.ts";
import { TransactionError } from "./TransactionError.ts";
import { toTransactionError } from "./toTransactionError.ts";

/** The outcome of the static call made after a call's gas estimate failed. */
export type StaticCallOutcome = { readonly ok: true } | { readonly ok: false; readonly error: unknown };

/**
 * Why a call cannot be sent once its gas estimate failed: if the static call succeeded the estimate
 * itself misbehaved ('estimateFailed'); otherwise the static call's revert reason (decoded with
 * `abi`) says why the transaction would fail ('wouldRevert').
 */
export function toEstimateFailure(
  staticCall: StaticCallOutcome,
  estimateError: unknown,
  abi: Abi,
): TransactionError {
  if (staticCall.ok) return toTransactionError(estimateError, "estimateFailed");
  const reason = extractRevertReason(staticCall.error, abi);
  return new TransactionError("wouldRevert", reason ?? "Unknown error, check the logs", {
    reason,
    cause: staticCall.error,
  });
}
