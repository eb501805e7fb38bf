import { useCallback, useMemo, useReducer, useState } from "react";
import { useParams } from "react-router";
import { useConnection } from "wagmi";
import { CurrencyAmount, type Currency } from "@griddle/sdk";
import { useAppChainConfig } from "../../../../shared/chain/index.ts";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { localizeDecimalData } from "../../../../shared/format/index.ts";
import { ArrowDownIcon, Card, PageHeader, TextLink } from "../../../../shared/ui/index.ts";
import { usePair, useTotalSupply } from "../../../pairs/index.ts";
import { SettingsButton, useUserSettings } from "../../../settings/index.ts";
import { CurrencyInputPanel, CurrencyLogo, useCurrency, useCurrencyBalances } from "../../../tokens/index.ts";
import {
  RecentTransactionsButton,
  TransactionConfirmationModal,
  TransactionErrorContent,
} from "../../../transactions/index.ts";
import { useLiquidityTransactionFlow } from "../../hooks/useLiquidityTransactionFlow.ts";
import { MinimalPositionCard } from "../../positions/index.ts";
import { useProtocolFee } from "../../hooks/useProtocolFee.ts";
import { useRemoveLiquidityApproval } from "../hooks/useRemoveLiquidityApproval.ts";
import { useRemoveLiquidityCallback } from "../hooks/useRemoveLiquidityCallback.ts";
import { BurnField } from "../model/BurnField.ts";
import { burnReducer, initialBurnState } from "../model/burnReducer.ts";
import { computeBurnInfo } from "../model/computeBurnInfo.ts";
import { computeRemoveButtons } from "../model/computeRemoveButtons.ts";
import { receiveTogglePath } from "../model/receiveTogglePath.ts";
import { removeLiquidityPendingText } from "../model/removeLiquidityTexts.ts";
import { ConfirmRemoveLiquidityContent } from "./ConfirmRemoveLiquidityContent.tsx";
import { PairPrices } from "./PairPrices.tsx";
import { PercentChooser } from "./PercentChooser.tsx";
import { RemoveLiquidityButtons } from "./RemoveLiquidityButtons.tsx";
import styles from "./RemoveLiquidityForm.module.css";

/**
 * The remove-liquidity card: how much to remove (percent, or the detailed linked amounts), what the
 * user will receive, BNB or WBNB, the approval by permit and Remove, the dialogs; below it the user's
 * position in the pair.
 */
export function RemoveLiquidityForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { currencyIdA = "", currencyIdB = "" } = useParams();
  const { address: account } = useConnection();
  const { slippageBps } = useUserSettings();
  const { wbnb } = useAppChainConfig().contracts;
  const currencyA = useCurrency(currencyIdA);
  const currencyB = useCurrency(currencyIdB);
  const [, pair] = usePair(currencyA, currencyB);
  const liquidityToken = pair?.liquidityToken;
  const totalSupply = useTotalSupply(liquidityToken);
  const [lpBalance] = useCurrencyBalances(
    account,
    useMemo(() => [liquidityToken], [liquidityToken]),
  );
  const userLiquidity =
    lpBalance && liquidityToken
      ? CurrencyAmount.fromRawAmount(liquidityToken, lpBalance.quotient)
      : undefined;
  const protocolFee = useProtocolFee(pair);

  const [state, dispatch] = useReducer(burnReducer, initialBurnState);
  const info = computeBurnInfo({
    account,
    currencies: { CURRENCY_A: currencyA, CURRENCY_B: currencyB },
    pair,
    totalSupply,
    userLiquidity,
    protocolFee,
    state,
  });
  const { amounts, liquidityToRemove, formattedAmounts } = info;
  const approval = useRemoveLiquidityApproval(pair, liquidityToRemove);
  const { resetSignature } = approval;
  const submit = useRemoveLiquidityCallback(
    liquidityToRemove,
    amounts.CURRENCY_A,
    amounts.CURRENCY_B,
    approval.signature,
  );
  const clearAmounts = useCallback(() => {
    dispatch({ type: "typeInput", field: BurnField.LIQUIDITY_PERCENT, typedValue: "0" });
    resetSignature();
  }, [resetSignature]);
  // Removal always shows its review: expert mode skips only the supply dialog (spec 000 section 4).
  const flow = useLiquidityTransactionFlow({ expertMode: false, submit, onSent: clearAmounts });
  const [detailed, setDetailed] = useState(false);

  const onUserInput = (field: BurnField, typedValue: string) => {
    // A permit covers one amount: any change needs a new signature.
    resetSignature();
    dispatch({ type: "typeInput", field, typedValue });
  };
  const onMax = () => onUserInput(BurnField.LIQUIDITY_PERCENT, "100");

  const buttons = computeRemoveButtons({
    inputError: info.error,
    bothAmountsEntered: amounts.CURRENCY_A !== undefined && amounts.CURRENCY_B !== undefined,
    approvalState: approval.approvalState,
    signed: approval.signature !== null,
    signing: approval.signing,
  });
  const receiveToggle = receiveTogglePath([currencyIdA, currencyIdB], [currencyA, currencyB], wbnb);
  const symbolA = currencyA?.symbol ?? "";
  const symbolB = currencyB?.symbol ?? "";
  const pendingText =
    amounts.CURRENCY_A && amounts.CURRENCY_B
      ? removeLiquidityPendingText(amounts.CURRENCY_A, amounts.CURRENCY_B)
      : undefined;

  const receiveRow = (currency: Currency | undefined, value: string, testId: string) => (
    <div className={styles.receiveRow}>
      <span className={styles.receiveAmount} data-testid={testId}>
        {value || "-"}
      </span>
      {currency && (
        <span className={styles.receiveCurrency}>
          <CurrencyLogo currency={currency} size={24} />
          {currency.symbol}
        </span>
      )}
    </div>
  );

  return (
    <>
      <Card padded={false} className={styles.card}>
        <PageHeader
          title={t("Remove %symbolA%-%symbolB% liquidity", { symbolA, symbolB })}
          subtitle={t("To receive %symbolA% and %symbolB%", { symbolA, symbolB })}
          backTo="/pool"
          actions={
            <>
              <SettingsButton />
              <RecentTransactionsButton />
            </>
          }
        />
        <div className={styles.form}>
          <section className={styles.box}>
            <div className={styles.boxHeader}>
              <h2 className={styles.boxTitle}>{t("Amount")}</h2>
              <button type="button" className={styles.modeToggle} onClick={() => setDetailed(!detailed)}>
                {detailed ? t("Simple") : t("Detailed")}
              </button>
            </div>
            {!detailed && (
              <PercentChooser
                percent={formattedAmounts.LIQUIDITY_PERCENT}
                onChange={(percent) => onUserInput(BurnField.LIQUIDITY_PERCENT, percent)}
              />
            )}
          </section>

          {detailed ? (
            <div className={styles.detailed}>
              <CurrencyInputPanel
                label={t("Input")}
                value={formattedAmounts.LIQUIDITY}
                onUserInput={(value) => onUserInput(BurnField.LIQUIDITY, value)}
                currency={liquidityToken}
                otherCurrency={undefined}
                balance={userLiquidity}
                showMaxButton={formattedAmounts.LIQUIDITY_PERCENT !== "100"}
                onMax={onMax}
                testId={BurnField.LIQUIDITY}
              />
              <ArrowDownIcon size={18} className={styles.arrow} />
              <CurrencyInputPanel
                label={t("Output")}
                value={formattedAmounts.CURRENCY_A}
                onUserInput={(value) => onUserInput(BurnField.CURRENCY_A, value)}
                currency={currencyA}
                otherCurrency={currencyB}
                balance={undefined}
                showMaxButton={formattedAmounts.LIQUIDITY_PERCENT !== "100"}
                onMax={onMax}
                testId={BurnField.CURRENCY_A}
              />
              <span className={styles.plus} aria-hidden="true">
                +
              </span>
              <CurrencyInputPanel
                label={t("Output")}
                value={formattedAmounts.CURRENCY_B}
                onUserInput={(value) => onUserInput(BurnField.CURRENCY_B, value)}
                currency={currencyB}
                otherCurrency={currencyA}
                balance={undefined}
                showMaxButton={formattedAmounts.LIQUIDITY_PERCENT !== "100"}
                onMax={onMax}
                testId={BurnField.CURRENCY_B}
              />
            </div>
          ) : (
            <>
              <ArrowDownIcon size={18} className={styles.arrow} />
              <section className={styles.box} aria-label={t("You will receive")}>
                <h2 className={styles.boxTitle}>{t("You will receive")}</h2>
                {receiveRow(currencyA, formattedAmounts.CURRENCY_A, "receive-amount-a")}
                {receiveRow(currencyB, formattedAmounts.CURRENCY_B, "receive-amount-b")}
                {receiveToggle && (
                  <TextLink to={receiveToggle.to} className={styles.receiveToggle}>
                    {t(receiveToggle.label.key, receiveToggle.label.data)}
                  </TextLink>
                )}
              </section>
            </>
          )}

          {pair && currencyA && currencyB && (
            <dl className={styles.details}>
              <PairPrices pair={pair} currencyA={currencyA} currencyB={currencyB} />
            </dl>
          )}

          <RemoveLiquidityButtons
            hasAccount={account !== undefined}
            state={buttons}
            onApprove={() => void approval.approve()}
            onRemove={flow.start}
          />
          <TextLink to={`/add/${currencyIdA}/${currencyIdB}`} className={styles.addInstead}>
            {t("Add liquidity instead")}
          </TextLink>
        </div>
      </Card>

      {flow.isOpen && pendingText && (
        <TransactionConfirmationModal
          title={t("You will receive")}
          onDismiss={flow.dismiss}
          attemptingTxn={flow.attemptingTxn}
          hash={flow.txHash}
          pendingText={t(pendingText.key, localizeDecimalData(pendingText.data, locale))}
          content={() =>
            flow.error ? (
              <TransactionErrorContent
                message={t(flow.error.key, flow.error.data)}
                onDismiss={flow.dismiss}
              />
            ) : (
              pair &&
              liquidityToRemove &&
              amounts.CURRENCY_A &&
              amounts.CURRENCY_B && (
                <ConfirmRemoveLiquidityContent
                  pair={pair}
                  liquidity={liquidityToRemove}
                  amountA={amounts.CURRENCY_A}
                  amountB={amounts.CURRENCY_B}
                  slippageBps={slippageBps}
                  approved={buttons.approve.done}
                  permit={approval.signature}
                  onConfirm={flow.send}
                />
              )
            )
          }
        />
      )}

      {pair && (
        <div className={styles.below}>
          <MinimalPositionCard pair={pair} showUnwrapped={receiveToggle?.label.key === "Receive BNB"} />
        </div>
      )}
    </>
  );
}
