import type { Address, Hex } from "viem";
import { TransactionPreview } from "../../../shared/chain/index.ts";
import { useLocale, useTranslation } from "../../../shared/i18n/index.ts";
import { localizeDecimalString } from "../../../shared/format/index.ts";
import { TransactionConfirmationModal, TransactionErrorContent } from "../../transactions/index.ts";
import type { AnyTrade } from "../model/AnyTrade.ts";
import type { TranslatableText } from "../../../shared/i18n/index.ts";
import { tradeMeaningfullyDiffers } from "../model/tradeMeaningfullyDiffers.ts";
import { useSwapPreview } from "../hooks/useSwapPreview.tsx";
import { SwapModalFooter } from "./SwapModalFooter.tsx";
import { SwapModalHeader } from "./SwapModalHeader.tsx";
import styles from "./ConfirmSwapModal.module.css";

export interface ConfirmSwapModalProps {
  /** The trade as it is now. */
  trade: AnyTrade;
  /** The trade the dialog was opened (or last accepted) for. */
  originalTrade: AnyTrade;
  slippageBps: number;
  recipient: string | null;
  /** Where the output goes (the account itself without a recipient); null while the recipient is invalid. */
  recipientAddress: Address | null;
  attemptingTxn: boolean;
  txHash: Hex | undefined;
  error: TranslatableText | undefined;
  onAcceptChanges: () => void;
  onConfirm: () => void;
  onDismiss: () => void;
}

/** 'Confirm Swap' (spec 000 section 2): review, waiting for the wallet, submitted, or the error. */
/** Loaded when the dialog first opens (SwapForm renders it through lazyDialog). */
export function ConfirmSwapModal({
  trade,
  originalTrade,
  slippageBps,
  recipient,
  recipientAddress,
  attemptingTxn,
  txHash,
  error,
  onAcceptChanges,
  onConfirm,
  onDismiss,
}: ConfirmSwapModalProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const showAcceptChanges = tradeMeaningfullyDiffers(trade, originalTrade);
  const output = trade.outputAmount.currency;
  const preview = useSwapPreview(trade, recipientAddress);

  return (
    <TransactionConfirmationModal
      title={t("Confirm Swap")}
      onDismiss={onDismiss}
      attemptingTxn={attemptingTxn}
      hash={txHash}
      pendingText={t("Swapping %inputAmount% %inputSymbol% for %outputAmount% %outputSymbol%", {
        inputAmount: localizeDecimalString(trade.inputAmount.toSignificant(6), locale),
        inputSymbol: trade.inputAmount.currency.symbol,
        outputAmount: localizeDecimalString(trade.outputAmount.toSignificant(6), locale),
        outputSymbol: output.symbol,
      })}
      currencyToAdd={output.isToken ? output : undefined}
      content={() =>
        error ? (
          <TransactionErrorContent message={t(error.key, error.data)} onDismiss={onDismiss} />
        ) : (
          <div className={styles.content}>
            <SwapModalHeader
              trade={trade}
              slippageBps={slippageBps}
              showAcceptChanges={showAcceptChanges}
              onAcceptChanges={onAcceptChanges}
              recipient={recipient}
            />
            <TransactionPreview {...preview} />
            <SwapModalFooter
              trade={trade}
              slippageBps={slippageBps}
              onConfirm={onConfirm}
              disabled={showAcceptChanges}
            />
          </div>
        )
      }
    />
  );
}
