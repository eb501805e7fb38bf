import type { Hex } from "viem";
import { useLocale, useTranslation } from "../../../shared/i18n/index.ts";
import { localizeDecimalString } from "../../../shared/format/index.ts";
import { TransactionConfirmationModal, TransactionErrorContent } from "../../transactions/index.ts";
import type { AnyTrade } from "../model/AnyTrade.ts";
import type { TranslatableText } from "../../../shared/i18n/index.ts";
import { tradeMeaningfullyDiffers } from "../model/tradeMeaningfullyDiffers.ts";
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
  attemptingTxn: boolean;
  txHash: Hex | undefined;
  error: TranslatableText | undefined;
  onAcceptChanges: () => void;
  onConfirm: () => void;
  onDismiss: () => void;
}

/** 'Confirm Swap' (spec 000 section 2): review, waiting for the wallet, submitted, or the error. */
export function ConfirmSwapModal({
  trade,
  originalTrade,
  slippageBps,
  recipient,
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
