import { GriddleError } from "@griddle/sdk";
import type { TranslatableText } from "../../../shared/i18n/index.ts";

/** Base of the errors a swap attempt ends with; each carries the spec's text (section 8, Swap). */
export abstract class SwapError extends GriddleError {
  abstract readonly text: TranslatableText;
}

/** The wallet refused to sign (EIP-1193 code 4001). */
export class SwapRejectedError extends SwapError {
  override readonly name = "SwapRejectedError";
  readonly text: TranslatableText = { key: "Transaction rejected." };
  constructor(options?: ErrorOptions) {
    super("Transaction rejected.", options);
  }
}

/** Sending the transaction failed for any other reason. */
export class SwapFailedError extends SwapError {
  override readonly name = "SwapFailedError";
  readonly text: TranslatableText;
  constructor(detail: string, options?: ErrorOptions) {
    super(`Swap failed: ${detail}`, options);
    this.text = { key: "Swap failed: %message%", data: { message: detail } };
  }
}

/** Every variant's gas estimate failed and the static call reverted too: the swap would revert. */
export class SwapCannotSucceedError extends SwapError {
  override readonly name = "SwapCannotSucceedError";
  readonly text: TranslatableText;
  readonly reason: string | undefined;
  constructor(reason: string | undefined, options?: ErrorOptions) {
    const shown = reason ?? "Unknown error, check the logs";
    super(`The transaction cannot succeed due to error: ${shown}.`, options);
    this.reason = reason;
    this.text =
      reason === undefined
        ? { key: "The transaction cannot succeed due to error: Unknown error, check the logs." }
        : { key: "The transaction cannot succeed due to error: %reason%.", data: { reason } };
  }
}

/** The gas estimate failed although a static call of the same swap succeeded. */
export class SwapGasEstimateError extends SwapError {
  override readonly name = "SwapGasEstimateError";
  readonly text: TranslatableText = { key: "Unexpected issue with estimating the gas. Please try again." };
  constructor(options?: ErrorOptions) {
    super("Unexpected issue with estimating the gas. Please try again.", options);
  }
}

/** There was no call to estimate, so nothing failed and nothing can be sent. */
export class NoSwapCallError extends SwapError {
  override readonly name = "NoSwapCallError";
  readonly text: TranslatableText = {
    key: "Unexpected error. Please contact support: none of the calls threw an error",
  };
  constructor() {
    super("Unexpected error. Please contact support: none of the calls threw an error");
  }
}

/** useSwapCallback was asked to swap without a wallet, a trade or a resolvable recipient. */
export class SwapDependencyError extends SwapError {
  override readonly name = "SwapDependencyError";
  readonly text: TranslatableText;
  constructor(reason: "Invalid recipient" | "Missing dependencies") {
    super(reason);
    this.text = { key: reason };
  }
}
