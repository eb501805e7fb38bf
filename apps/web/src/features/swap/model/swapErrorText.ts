import { toTransactionError, transactionErrorText } from "../../../shared/chain/index.ts";
import type { TranslatableText } from "../../../shared/i18n/index.ts";
import { SwapDependencyError } from "./SwapDependencyError.ts";

/**
 * What the confirm dialog says when a swap failed, in the spec's words (section 8, Swap): the
 * wallet's rejection, a wallet that switched account or network after the review, a revert the static call explained, an estimate that failed although the
 * static call did not, no call at all, and anything else as 'Swap failed: …' with its short message.
 */
export function swapErrorText(error: unknown): TranslatableText {
  if (error instanceof SwapDependencyError) return error.text;
  const failure = toTransactionError(error);
  switch (failure.kind) {
    case "rejected":
    case "accountSwitched":
    case "networkSwitched":
      return transactionErrorText(failure);
    case "unavailable":
      return { key: "Missing dependencies" };
    case "noCall":
      return { key: "Unexpected error. Please contact support: none of the calls threw an error" };
    case "estimateFailed":
      return { key: "Unexpected issue with estimating the gas. Please try again." };
    case "wouldRevert":
      return failure.reason === undefined
        ? { key: "The transaction cannot succeed due to error: Unknown error, check the logs." }
        : { key: "The transaction cannot succeed due to error: %reason%.", data: { reason: failure.reason } };
    case "sendFailed":
    case "reverted":
      return { key: "Swap failed: %message%", data: { message: failure.message } };
  }
}
