import { TradeType } from "@griddle/sdk";
import { useLocale, useTranslation } from "../../../shared/i18n/index.ts";
import { localizeDecimalString } from "../../../shared/format/index.ts";
import { ArrowDownIcon, Button, Notice, Text } from "../../../shared/ui/index.ts";
import { CurrencyLogo } from "../../tokens/index.ts";
import type { AnyTrade } from "../model/AnyTrade.ts";
import { computeSlippageAdjustedAmounts } from "../model/computeSlippageAdjustedAmounts.ts";
import styles from "./ConfirmSwapModal.module.css";

export interface SwapModalHeaderProps {
  trade: AnyTrade;
  slippageBps: number;
  /** The trade changed since the dialog opened: confirm waits for Accept. */
  showAcceptChanges: boolean;
  onAcceptChanges: () => void;
  /** Where the output goes when it is not the account. */
  recipient: string | null;
}

/** The confirm dialog's top: both amounts, the 'Price Updated' notice and what the slippage allows. */
export function SwapModalHeader({
  trade,
  slippageBps,
  showAcceptChanges,
  onAcceptChanges,
  recipient,
}: SwapModalHeaderProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { minimumAmountOut, maximumAmountIn } = computeSlippageAdjustedAmounts(trade, slippageBps);
  const amountRow = (amount: AnyTrade["inputAmount"], testId: string) => (
    <div className={styles.amountRow} data-testid={testId}>
      <CurrencyLogo currency={amount.currency} size={28} />
      <span className={styles.amount}>{localizeDecimalString(amount.toSignificant(6), locale)}</span>
      <span className={styles.amountSymbol}>{amount.currency.symbol}</span>
    </div>
  );

  return (
    <div className={styles.header}>
      {amountRow(trade.inputAmount, "confirm-input-amount")}
      <ArrowDownIcon size={18} className={styles.arrow} />
      {amountRow(trade.outputAmount, "confirm-output-amount")}
      {showAcceptChanges && (
        <Notice variant="warning">
          <div className={styles.priceUpdated}>
            <Text bold>{t("Price Updated")}</Text>
            <Button size="sm" onClick={onAcceptChanges}>
              {t("Accept")}
            </Button>
          </div>
        </Notice>
      )}
      <Text size="sm" color="secondary" className={styles.estimate}>
        {trade.tradeType === TradeType.EXACT_INPUT
          ? t(
              "Output is estimated. You will receive at least %amount% %symbol% or the transaction will revert.",
              {
                amount: localizeDecimalString(minimumAmountOut.toSignificant(6), locale),
                symbol: minimumAmountOut.currency.symbol,
              },
            )
          : t("Input is estimated. You will sell at most %amount% %symbol% or the transaction will revert.", {
              amount: localizeDecimalString(maximumAmountIn.toSignificant(6), locale),
              symbol: maximumAmountIn.currency.symbol,
            })}
      </Text>
      {recipient !== null && (
        <Text size="sm" color="secondary" className={styles.recipient}>
          {t("Output will be sent to %recipient%", { recipient })}
        </Text>
      )}
    </div>
  );
}
