import { useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import type { Address } from "viem";
import { lazyDialog } from "../../ui/lazyDialog/lazyDialog.tsx";
import { ReviewedWalletsContext, type ReviewedWallets } from "../writes/ReviewedWalletsContext.ts";
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
 * Also keeps the accounts every open review dialog was prepared for (ReviewedWalletsContext), which
 * the write path checks the wallet against before anything is sent.
 */
export function TransactionReviewProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<OpenReview | undefined>(undefined);
  const current = useRef<OpenReview | undefined>(undefined);
  // Not state: pinning renders nothing, and a write reads the pins when it is sent.
  const pins = useRef<{ readonly account: Address }[]>([]);
  const reviewedWallets = useMemo<ReviewedWallets>(
    () => ({
      pin: (account) => {
        const pin = { account };
        pins.current = [...pins.current, pin];
        return () => {
          pins.current = pins.current.filter((other) => other !== pin);
        };
      },
      accounts: () => pins.current.map((pin) => pin.account),
    }),
    [],
  );

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
    <ReviewedWalletsContext value={reviewedWallets}>
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
    </ReviewedWalletsContext>
  );
}
