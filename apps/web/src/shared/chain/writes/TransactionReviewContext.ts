import { createContext } from "react";
import type { Abi } from "viem";
import type { ContractWriteCall } from "./ContractWriteCall.ts";
import type { WriteReview } from "./WritePreview.ts";

/** What the review dialog shows: the calls the write path will try, and how to present them. */
export interface TransactionReviewRequest {
  readonly calls: readonly ContractWriteCall[];
  readonly revertAbi?: Abi;
  readonly review: WriteReview;
}

/**
 * Opens the shared review dialog for a one-click write; resolves when the user confirms, rejects with
 * a 'rejected' TransactionError when they cancel, press Escape or close it. Provided by
 * TransactionReviewProvider (shared/chain/review), mounted in the app layer: the dialog renders the
 * preview, which imports this folder, so imports stay one-way.
 */
export type OpenTransactionReview = (request: TransactionReviewRequest) => Promise<void>;

export const TransactionReviewContext = createContext<OpenTransactionReview | undefined>(undefined);
