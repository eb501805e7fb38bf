import { useCallback, useRef, useState, type ReactNode } from "react";
import { lazyDialog } from "../../ui/lazyDialog/lazyDialog.tsx";
import { TransactionError } from "../writes/TransactionError.ts";
import {
  TransactionReviewContext,
  type OpenTransactionReview,
  type TransactionReviewRequest,
} from "../writes/TransactionReviewContext.ts";

/** Loaded when a first one-click write opens it: the preview's code adds nothing to a page's first load. */
const TransactionReviewDialog = lazyDialog(
  async () => (await import("./TransactionReviewDialog.tsx")).TransactionReviewDialog,
);

interface OpenReview {
  readonly request: TransactionReviewRequest;
  readonly settle: (confirmed: boolean) => void;
}

/**
 * Provides the review every one-click write opens before it is sent (useSendContractWrite awaits it)
 * and shows it, one at a time: a new review replaces one still open, which counts as cancelled.
 * Cancelling rejects as a refusal in the wallet does, so each area's rejection handling applies.
 */
export function TransactionReviewProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<OpenReview | undefined>(undefined);
  const current = useRef<OpenReview | undefined>(undefined);

  const openReview = useCallback<OpenTransactionReview>(
    (request) =>
      new Promise<void>((resolve, reject) => {
        current.current?.settle(false);
        const review: OpenReview = {
          request,
          settle: (confirmed) => {
            if (current.current !== review) return;
            current.current = undefined;
            setShown(undefined);
            if (confirmed) resolve();
            else reject(new TransactionError("rejected", "The transaction review was cancelled"));
          },
        };
        current.current = review;
        setShown(review);
      }),
    [],
  );

  return (
    <TransactionReviewContext value={openReview}>
      {children}
      {shown && (
        <TransactionReviewDialog
          request={shown.request}
          onConfirm={() => shown.settle(true)}
          onCancel={() => shown.settle(false)}
        />
      )}
    </TransactionReviewContext>
  );
}
