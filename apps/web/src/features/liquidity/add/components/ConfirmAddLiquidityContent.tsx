import type { Token } from "@griddle/sdk";
import { TransactionPreview } from "../../../../shared/chain/index.ts";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { localizeDecimalString } from "../../../../shared/format/index.ts";
import { Button, DetailRow, Text } from "../../../../shared/ui/index.ts";
import { CurrencyLogo } from "../../../tokens/index.ts";
import { useLiquidityPreview } from "../../hooks/useLiquidityPreview.tsx";
import { useAddLiquidityCall } from "../hooks/useAddLiquidityCall.ts";
import { formatDepositShare } from "../model/formatDepositShare.ts";
import type { AddLiquidityReview } from "../model/toAddLiquidityReview.ts";
import styles from "./ConfirmAddLiquidityContent.module.css";

export interface ConfirmAddLiquidityContentProps {
  review: AddLiquidityReview;
  slippageBps: number;
  /** The pair's LP token, which the balance probe reads; undefined for a pool this deposit creates. */
  lpToken: Token | undefined;
  onConfirm: () => void;
}

/**
 * The review step of a deposit (spec 000 section 2): 'You are creating a pool' or the LP tokens the
 * user will receive, then the deposited amounts, the rates and the share of pool, and the preview of
 * the very call Confirm sends.
 */
export function ConfirmAddLiquidityContent({
  review,
  slippageBps,
  lpToken,
  onConfirm,
}: ConfirmAddLiquidityContentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { noLiquidity, amountA, amountB, liquidityMinted, price, poolTokenPercentage } = review;
  const currencyA = amountA.currency;
  const currencyB = amountB.currency;
  const preview = useLiquidityPreview(useAddLiquidityCall(review), currencyA, currencyB, lpToken);
  const logos = (
    <span className={styles.logos} aria-hidden="true">
      <CurrencyLogo currency={currencyA} size={28} />
      <CurrencyLogo currency={currencyB} size={28} />
    </span>
  );
  return (
    <div className={styles.content}>
      <div className={styles.header}>
        {noLiquidity ? (
          <div className={styles.headline}>
            <span className={styles.pairName}>{`${currencyA.symbol}/${currencyB.symbol}`}</span>
            {logos}
          </div>
        ) : (
          <>
            <div className={styles.headline}>
              <span className={styles.lpAmount} data-testid="confirm-liquidity-minted">
                {localizeDecimalString(liquidityMinted?.toSignificant(6) ?? "-", locale)}
              </span>
              {logos}
            </div>
            <Text bold>
              {t("%symbolA%/%symbolB% Pool Tokens", { symbolA: currencyA.symbol, symbolB: currencyB.symbol })}
            </Text>
            <Text size="sm" color="secondary">
              {t(
                "Output is estimated. If the price changes by more than %slippage%% your transaction will revert.",
                {
                  slippage: String(slippageBps / 100),
                },
              )}
            </Text>
          </>
        )}
      </div>
      <dl className={styles.details}>
        <DetailRow label={t("%symbol% Deposited", { symbol: currencyA.symbol })} testId="confirm-deposited-a">
          <span className={styles.amount}>
            <CurrencyLogo currency={currencyA} size={20} />
            {localizeDecimalString(amountA.toSignificant(6), locale)}
          </span>
        </DetailRow>
        <DetailRow label={t("%symbol% Deposited", { symbol: currencyB.symbol })} testId="confirm-deposited-b">
          <span className={styles.amount}>
            <CurrencyLogo currency={currencyB} size={20} />
            {localizeDecimalString(amountB.toSignificant(6), locale)}
          </span>
        </DetailRow>
        <DetailRow label={t("Rates")}>
          <span className={styles.rates}>
            <span>{`1 ${currencyA.symbol} = ${localizeDecimalString(price?.toSignificant(4) ?? "-", locale)} ${currencyB.symbol}`}</span>
            <span>{`1 ${currencyB.symbol} = ${localizeDecimalString(price?.invert().toSignificant(4) ?? "-", locale)} ${currencyA.symbol}`}</span>
          </span>
        </DetailRow>
        <DetailRow label={t("Share of Pool")} testId="confirm-pool-share">
          {`${localizeDecimalString(formatDepositShare(noLiquidity, poolTokenPercentage), locale)}%`}
        </DetailRow>
      </dl>
      <TransactionPreview {...preview} />
      <Button fullWidth size="lg" onClick={onConfirm} data-testid="confirm-supply-button">
        {noLiquidity ? t("Create Pool & Supply") : t("Confirm Supply")}
      </Button>
    </div>
  );
}
