import type { TransactionError } from "../../../shared/chain/index.ts";
import type { TranslatableText } from "../../../shared/i18n/index.ts";

/** The writes of the game, each with its failure text from spec 001 section 8. */
export type PredictionWrite = "enter" | "collect";

const failureTexts = {
  enter: { key: "An error occurred, unable to enter your position" },
  collect: { key: "Could not be collected (issue with the transaction, or another user claimed first)" },
} as const satisfies Readonly<Record<PredictionWrite, TranslatableText>>;

/**
 * What the screen says when a bet or a claim fails: the spec's text for its write, whatever the
 * cause, except a refusal in the wallet, which the user chose and which needs no message (null).
 */
export function predictionWriteErrorText(
  write: PredictionWrite,
  error: TransactionError,
): TranslatableText | null {
  return error.kind === "rejected" ? null : failureTexts[write];
}
