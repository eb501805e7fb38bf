import { GriddleError } from "@griddle/sdk";

export type ApproveAbortReason =
  "approve was called unnecessarily" | "no token" | "missing amount to approve" | "no spender";

/**
 * Why an approval was not even attempted (spec 000 section 8, Approve): these are logged and the
 * call is aborted, since the button that calls approve should never have been enabled.
 */
export class ApproveAbortedError extends GriddleError {
  override readonly name = "ApproveAbortedError";
  readonly reason: ApproveAbortReason;
  constructor(reason: ApproveAbortReason) {
    super(reason);
    this.reason = reason;
  }
}

/** Sending the approval failed (rejected in the wallet, or the node refused it); rethrown to the caller. */
export class ApproveFailedError extends GriddleError {
  override readonly name = "ApproveFailedError";
  constructor(options?: ErrorOptions) {
    super("Failed to approve token", options);
  }
}
