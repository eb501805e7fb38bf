import { GriddleError } from "@griddle/sdk";

/** Why a multicall call or call key was refused: the spec's texts for each rule. */
export type InvalidCallReason = "Invalid address" | "Invalid hex" | "Invalid call key";

/**
 * A call cannot be sent through the multicall: its address is not 40 hex digits, its call data is not
 * lowercase hex, or its key does not split into address and call data.
 */
export class InvalidCallError extends GriddleError {
  override readonly name = "InvalidCallError";
  readonly reason: InvalidCallReason;
  /** The refused address, call data or key. */
  readonly value: string;
  constructor(reason: InvalidCallReason, value: string) {
    super(reason);
    this.reason = reason;
    this.value = value;
  }
}
