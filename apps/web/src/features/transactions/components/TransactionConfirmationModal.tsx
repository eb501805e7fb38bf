import type { ReactNode } from "react";
import type { Hex } from "viem";
import { usePinReviewedWallet } from "../../../shared/chain/index.ts";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Modal } from "../../../shared/ui/index.ts";
import type { WatchableToken } from "../model/buildWatchAssetParameters.ts";
import { ConfirmationPendingContent } from "./ConfirmationPendingContent.tsx";
import { TransactionSubmittedContent } from "./TransactionSubmittedContent.tsx";

export interface TransactionConfirmationModalProps {
  /** Rendering the modal opens it; `false` keeps it closed while staying mounted. */
  isOpen?: boolean;
  /** The dialog's name, such as 'Confirm Swap'. */
  title?: string;
  onDismiss: () => void;
  /** The wallet is asking the user to confirm. */
  attemptingTxn: boolean;
  /** Set once the wallet has sent the transaction. */
  hash?: Hex;
  /** What is being confirmed, such as 'Swapping 1 CAKE for 2.5 BUSD'. */
  pendingText: string;
  /** The review step before sending, or a TransactionErrorContent after a failure. */
  content: () => ReactNode;
  currencyToAdd?: WatchableToken;
}

/** A transaction's dialog (spec 000 section 2): review or error, waiting for the wallet, submitted. */
export function TransactionConfirmationModal({
  isOpen = true,
  title,
  onDismiss,
  attemptingTxn,
  hash,
  pendingText,
  content,
  currencyToAdd,
}: TransactionConfirmationModalProps) {
  const { t } = useTranslation();
  // Its write goes out only from the account the wallet had when the review opened.
  usePinReviewedWallet(isOpen);
  if (!isOpen) return null;
  return (
    <Modal title={title ?? t("Confirm Transaction")} onDismiss={onDismiss} maxWidth="440px">
      {attemptingTxn ? (
        <ConfirmationPendingContent pendingText={pendingText} />
      ) : hash ? (
        <TransactionSubmittedContent hash={hash} onDismiss={onDismiss} currencyToAdd={currencyToAdd} />
      ) : (
        content()
      )}
    </Modal>
  );
}
