import type { Hex } from "viem";
import { GriddleError } from "@griddle/sdk";

/** The store already holds a transaction with this hash on this chain (spec 000 section 8). */
export class DuplicateTransactionError extends GriddleError {
  override readonly name = "DuplicateTransactionError";
  readonly hash: Hex;
  constructor(hash: Hex) {
    super("Attempted to add existing transaction.");
    this.hash = hash;
  }
}
