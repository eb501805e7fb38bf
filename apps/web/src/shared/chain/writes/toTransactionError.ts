import { BaseError } from "viem";
import { isUserRejection } from "./isUserRejection.ts";
import { TransactionError, type TransactionFailure } from "./TransactionError.ts";

/** viem's short message (its full message appends pages of request details), else the message. */
function describe(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * What a write failed with, typed: a TransactionError stays as it is, the user's refusal in the
 * wallet is 'rejected' wherever in the cause chain it sits, and anything else is `kind` described
 * by its short message.
 */
export function toTransactionError(
  error: unknown,
  kind: Exclude<TransactionFailure, "rejected"> = "sendFailed",
): TransactionError {
  if (error instanceof TransactionError) return error;
  if (isUserRejection(error))
    return new TransactionError("rejected", "Transaction rejected.", { cause: error });
  return new TransactionError(kind, describe(error), { cause: error });
}
