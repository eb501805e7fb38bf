import type { Currency, CurrencyAmount, Pair, Token } from "@griddle/sdk";
import { TransactionPreview } from "../../../../shared/chain/index.ts";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { localizeDecimalString } from "../../../../shared/format/index.ts";
import { Button, DetailRow, Text } from "../../../../shared/ui/index.ts";
import { CurrencyLogo } from "../../../tokens/index.ts";
import { useLiquidityPreview } from "../../hooks/useLiquidityPreview.tsx";
import { useRemoveLiquidityCall } from "../hooks/useRemoveLiquidityCallback.ts";
import type { PermitSignature } from "../model/buildRemoveLiquidityCall.ts";
import { PairPrices } from "./PairPrices.tsx";
import styles from "./RemoveLiquidityForm.module.css";

export interface ConfirmRemoveLiquidityContentProps {
  pair: Pair;
  liquidity: CurrencyAmount<Token>;
  amountA: CurrencyAmount<Currency>;
  amountB: CurrencyAmount<Currency>;
  slippageBps: number;
  /** The router may take the LP tokens (a signed permit or an on-chain approval). */
  approved: boolean;
  /** The signed permit, which Confirm sends with the call; null after an on-chain approval. */
  permit: PermitSignature | null;
  onConfirm: () => void;
}

/**
 * The review step of a removal: what the user will receive, the LP tokens burned and the prices, and
 * once the router may take the LP tokens, the preview of the call Confirm sends (with the permit when
 * one was signed): before that the call could only revert for want of an allowance.
 */
export function ConfirmRemoveLiquidityContent({
  pair,
  liquidity,
  amountA,
  amountB,
  slippageBps,
  approved,
  permit,
  onConfirm,
}: ConfirmRemoveLiquidityContentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const call = useRemoveLiquidityCall(liquidity, amountA, amountB, permit);
  const preview = useLiquidityPreview(
    approved ? call : undefined,
    amountA.currency,
    amountB.currency,
    pair.liquidityToken,
  );
  const row = (amount: CurrencyAmount<Currency>, testId: string) => (
    <div className={styles.receiveRow} data-testid={testId}>
      <span className={styles.receiveAmount}>{localizeDecimalString(amount.toSignificant(6), locale)}</span>
      <span className={styles.receiveCurrency}>
        <CurrencyLogo currency={amount.currency} size={24} />
        {amount.currency.symbol}
      </span>
    </div>
  );
  return (
    <div className={styles.confirm}>
      <div className={styles.receive}>
        {row(amountA, "confirm-receive-a")}
        <span className={styles.plus} aria-hidden="true">
          +
        </span>
        {row(amountB, "confirm-receive-b")}
      </div>
      <Text size="sm" color="secondary">
        {t(
          "Output is estimated. If the price changes by more than %slippage%% your transaction will revert.",
          {
            slippage: String(slippageBps / 100),
          },
        )}
      </Text>
      <dl className={styles.details}>
        <DetailRow
          label={t("%symbolA%/%symbolB% Burned", {
            symbolA: amountA.currency.symbol,
            symbolB: amountB.currency.symbol,
          })}
          testId="confirm-liquidity-burned"
        >
          {localizeDecimalString(liquidity.toSignificant(6), locale)}
        </DetailRow>
        <PairPrices pair={pair} currencyA={amountA.currency} currencyB={amountB.currency} />
      </dl>
      {approved && <TransactionPreview {...preview} />}
      <Button
        fullWidth
        size="lg"
        disabled={!approved}
        onClick={onConfirm}
        data-testid="confirm-remove-button"
      >
        {t("Confirm")}
      </Button>
    </div>
  );
}
