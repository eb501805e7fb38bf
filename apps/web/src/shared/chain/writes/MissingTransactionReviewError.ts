import { GriddleError } from "@griddle/sdk";

/** A one-click write was sent outside the app's TransactionReviewProvider: it would go unreviewed. */
export class MissingTransactionReviewError extends GriddleError {
  override readonly name = "MissingTransactionReviewError";
  constructor() {
    super("Transaction review context undefined");
  }
}
