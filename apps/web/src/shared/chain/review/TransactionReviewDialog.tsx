import { useMemo } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { Button } from "../../ui/Button/Button.tsx";
import { Modal } from "../../ui/Modal/Modal.tsx";
import { previewRequestFromCalls } from "../simulation/previewRequestFromCalls.ts";
import { useAppChainConfig } from "../useAppChainConfig.ts";
import type { PreviewToken } from "../simulation/PreviewToken.ts";
import { TransactionPreview } from "../simulation/TransactionPreview.tsx";
import type { TransactionReviewRequest } from "../writes/TransactionReviewContext.ts";
import { usePinReviewedWallet } from "../writes/usePinReviewedWallet.ts";
import styles from "./TransactionReviewDialog.module.css";

export interface TransactionReviewDialogProps {
  readonly request: TransactionReviewRequest;
  readonly onConfirm: () => void;
  /** Cancel, Escape, the close button and a click beside the dialog. */
  readonly onCancel: () => void;
}

const NO_KNOWN_TOKENS: ReadonlyMap<string, PreviewToken> = new Map();

/**
 * The review a one-click write opens before anything is sent: its name, what it will do to the
 * user's balances (the shared preview), and Confirm or Cancel. Confirm stays available whatever the
 * simulation says: when it cannot run, signing stays possible (issue 25), and when it reverts, the
 * warning shows here and the write path and the page explain the failure as they always did.
 * Focus starts on Confirm, so Enter confirms and Escape cancels.
 */
export function TransactionReviewDialog({ request, onConfirm, onCancel }: TransactionReviewDialogProps) {
  const { t } = useTranslation();
  const { calls, revertAbi, review } = request;
  const { contracts } = useAppChainConfig();
  usePinReviewedWallet();
  const preview = useMemo(
    () =>
      previewRequestFromCalls({
        calls,
        revertAbi,
        probeTargets: review.probeTargets,
        appTokens: [contracts.cake, contracts.wbnb],
      }),
    [calls, revertAbi, review.probeTargets, contracts.cake, contracts.wbnb],
  );
  return (
    <Modal title={review.title} onDismiss={onCancel}>
      <div className={styles.body} data-testid="transaction-review">
        <TransactionPreview
          request={preview}
          tokens={review.tokens ?? NO_KNOWN_TOKENS}
          native={review.native}
          spenderNames={review.spenderNames}
          expectation={review.expectation}
        />
        <div className={styles.actions}>
          <Button variant="secondary" fullWidth onClick={onCancel}>
            {t("Cancel")}
          </Button>
          {/* Focused on open: Enter confirms, as the wallet's own prompt would. */}
          <Button fullWidth autoFocus onClick={onConfirm} data-testid="transaction-review-confirm">
            {t("Confirm")}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
