import { GriddleError } from "@griddle/sdk";
import type { Hash } from "viem";

/** A keeper's transaction was mined but reverted; `action` names what it was meant to do. */
export class KeeperTransactionError extends GriddleError {
  override readonly name = "KeeperTransactionError";
  readonly action: string;
  readonly hash: Hash;

  constructor(action: string, hash: Hash) {
    super(`${action} reverted in transaction ${hash}`);
    this.action = action;
    this.hash = hash;
  }
}
