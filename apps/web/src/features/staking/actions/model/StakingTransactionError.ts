import { GriddleError } from "@griddle/sdk";

/**
 * A staking write (stake, unstake, harvest, compound, approve, bounty) that the wallet refused, the
 * node rejected, or that was mined and reverted. Every such failure shows the spec's one Error toast;
 * the cause keeps the detail for the console.
 */
export class StakingTransactionError extends GriddleError {
  override readonly name = "StakingTransactionError";
  /** True when the user declined in the wallet (EIP-1193 code 4001). */
  readonly userRejected: boolean;

  constructor(message: string, options: { cause?: unknown; userRejected?: boolean } = {}) {
    super(message, { cause: options.cause });
    this.userRejected = options.userRejected ?? false;
  }
}
