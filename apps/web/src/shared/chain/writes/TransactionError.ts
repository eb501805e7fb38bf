import type { Hex } from "viem";
import { GriddleError } from "@griddle/sdk";

/** Where a write stopped, from the user's refusal in the wallet to a revert on chain. */
export type TransactionFailure =
  /** The user declined in the wallet. */
  | "rejected"
  /** Something the write needs is missing: an account, a chain client, or the contract on this chain. */
  | "unavailable"
  /** There was no call to send. */
  | "noCall"
  /** The gas estimate failed, although a static call of the same call did not revert (or none was made). */
  | "estimateFailed"
  /** The gas estimate failed and the static call reverted too: the transaction would revert. */
  | "wouldRevert"
  /** The wallet or the node refused the transaction, or lost track of it, for another reason. */
  | "sendFailed"
  /** The transaction was mined and reverted. */
  | "reverted"
  /** The wallet switched to another account after the write was reviewed: nothing was sent. */
  | "accountSwitched"
  /** The wallet switched to another network after the write was reviewed: nothing was sent. */
  | "networkSwitched";

export interface TransactionErrorOptions {
  /** Why a 'wouldRevert' call reverts, in the contract's words; undefined when nothing said. */
  readonly reason?: string | undefined;
  /** The transaction's hash, once it was sent. */
  readonly hash?: Hex;
  readonly cause?: unknown;
}

/**
 * Every failed write, whatever sent it (spec 000 section 7, Writes). `kind` says where it stopped;
 * the message is a short description (viem's short message, not its pages of details), which the
 * areas' texts quote; the cause keeps the whole story for the console.
 */
export class TransactionError extends GriddleError {
  override readonly name = "TransactionError";
  readonly kind: TransactionFailure;
  readonly reason: string | undefined;
  readonly hash: Hex | undefined;

  constructor(kind: TransactionFailure, detail: string, options: TransactionErrorOptions = {}) {
    super(detail, { cause: options.cause });
    this.kind = kind;
    this.reason = options.reason;
    this.hash = options.hash;
  }
}
