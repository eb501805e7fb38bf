import { useCallback, useEffect, useMemo, useState } from "react";
import { getAddress, isAddress } from "viem";
import { useConnection } from "wagmi";
import type { Currency } from "@griddle/sdk";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { ConfirmWordDialog, lazyDialog } from "../../../shared/ui/index.ts";
import { DEFAULT_SLIPPAGE_BPS, useUserSettings } from "../../settings/index.ts";
import { useApproveCallbackFromTrade } from "../hooks/useApproveCallbackFromTrade.ts";
import { useDerivedSwapInfo } from "../hooks/useDerivedSwapInfo.ts";
import { useSwapCallback } from "../hooks/useSwapCallback.ts";
import { useSwapFlow } from "../hooks/useSwapFlow.ts";
import { useSwapState } from "../hooks/useSwapState.ts";
import { useWrapCallback } from "../hooks/useWrapCallback.ts";
import { computeSwapButtonState } from "../model/computeSwapButtonState.ts";
import { computeTradePriceBreakdown } from "../model/computeTradePriceBreakdown.ts";
import { formatSwapAmounts } from "../model/formatSwapAmounts.ts";
import { maxAmountSpend } from "../../tokens/index.ts";
import { PRICE_IMPACT_TYPED_CONFIRM_TEXT } from "../model/priceImpactConfirmation.ts";
import { PRICE_IMPACT_BLOCKED } from "../model/priceImpactThresholds.ts";
import { warningSeverity } from "../model/warningSeverity.ts";
import { AdvancedSwapDetails } from "./AdvancedSwapDetails.tsx";
import { CurrencyInputPanel } from "../../tokens/index.ts";
import { DetailRow } from "../../../shared/ui/index.ts";
import { ImportTokenPrompt } from "./ImportTokenPrompt.tsx";
import { RecipientField } from "./RecipientField.tsx";
import { SwapButtons } from "./SwapButtons.tsx";
import { SwapNotices } from "./SwapNotices.tsx";
import { SwitchArrow } from "./SwitchArrow.tsx";
import { TradePrice } from "./TradePrice.tsx";
import styles from "./SwapForm.module.css";

// Loaded when first opened: with it come the transaction preview, its simulation and the call builder.
const ConfirmSwapModal = lazyDialog(async () => (await import("./ConfirmSwapModal.tsx")).ConfirmSwapModal);

/** The swap form: both sides, the price and details, the buttons and every dialog they open. */
export function SwapForm() {
  const { t } = useTranslation();
  const { address: account } = useConnection();
  const settings = useUserSettings();
  const [state, actions] = useSwapState();
  const info = useDerivedSwapInfo(state, account, settings);
  const { inputCurrency, outputCurrency, inputBalance, outputBalance, parsedAmount } = info;
  const wrap = useWrapCallback(inputCurrency, outputCurrency, state.typedValue, inputBalance);
  const isWrap = wrap.wrapType !== "NOT_APPLICABLE";
  const trade = isWrap ? null : info.trade;

  const { approvalState, approve } = useApproveCallbackFromTrade(trade, settings.slippageBps);
  // Set once this form has sent an approval, so its button can end on 'Enabled'.
  const [approvalSubmitted, setApprovalSubmitted] = useState(false);

  const { swap, error: swapUnavailable } = useSwapCallback(trade, state.recipient, info.recipientAddress);
  const priceImpactWithoutFee = trade ? computeTradePriceBreakdown(trade).priceImpactWithoutFee : undefined;
  const severity = warningSeverity(priceImpactWithoutFee);
  const clearAmount = useCallback(() => actions.onUserInput("INPUT", ""), [actions]);
  const flow = useSwapFlow({
    trade,
    swap,
    expertMode: settings.expertMode,
    priceImpactWithoutFee,
    onSwapped: clearAmount,
  });

  // Leaving expert mode drops the recipient, which only expert mode may set (spec 000 section 4).
  const { onChangeRecipient } = actions;
  useEffect(() => {
    if (!settings.expertMode && state.recipient !== null) onChangeRecipient(null);
  }, [settings.expertMode, state.recipient, onChangeRecipient]);

  const [priceInverted, setPriceInverted] = useState(false);
  const amounts = formatSwapAmounts(state, trade, isWrap);
  const dependentIsInput = state.independentField === "OUTPUT" && !isWrap;
  const maxInput = maxAmountSpend(inputBalance);
  const inputAmount = isWrap || state.independentField === "INPUT" ? parsedAmount : trade?.inputAmount;
  const atMaxInput = maxInput !== undefined && inputAmount !== undefined && inputAmount.equalTo(maxInput);

  const unknownAddress = useMemo(
    () =>
      [state.inputCurrencyId, state.outputCurrencyId].find(
        (id, index) => isAddress(id) && (index === 0 ? inputCurrency : outputCurrency) === undefined,
      ),
    [state.inputCurrencyId, state.outputCurrencyId, inputCurrency, outputCurrency],
  );
  const unknownField = unknownAddress === state.inputCurrencyId ? "INPUT" : "OUTPUT";
  const { onClearCurrency } = actions;
  const cancelImport = useCallback(() => onClearCurrency(unknownField), [onClearCurrency, unknownField]);

  const selectInput = (currency: Currency) => {
    setApprovalSubmitted(false);
    actions.onCurrencySelection("INPUT", currency);
  };

  const buttonState = computeSwapButtonState({
    hasAccount: account !== undefined,
    wrapType: wrap.wrapType,
    wrapInputError: wrap.inputError,
    hasInputAndOutput:
      inputCurrency !== undefined && outputCurrency !== undefined && parsedAmount !== undefined,
    hasRoute: info.pairsLoaded ? trade !== null : undefined,
    singleHopOnly: settings.singleHopOnly,
    inputError: info.inputError,
    approvalState,
    approvalSubmitted,
    inputSymbol: inputCurrency?.symbol ?? "",
    severity,
    expertMode: settings.expertMode,
    swapUnavailable: swapUnavailable !== undefined,
  });

  return (
    <div className={styles.form}>
      <div className={styles.sides}>
        <CurrencyInputPanel
          label={dependentIsInput ? t("From (estimated)") : t("From")}
          value={amounts.INPUT}
          onUserInput={(value) => actions.onUserInput("INPUT", value)}
          currency={inputCurrency}
          otherCurrency={outputCurrency}
          onCurrencySelect={selectInput}
          balance={inputBalance}
          showMaxButton={!atMaxInput}
          onMax={maxInput ? () => actions.onUserInput("INPUT", maxInput.toExact()) : undefined}
          testId="INPUT"
        />
        <div className={styles.middle}>
          <SwitchArrow
            onSwitch={() => {
              setApprovalSubmitted(false);
              actions.onSwitchTokens();
            }}
          />
          {settings.expertMode && state.recipient === null && (
            <button type="button" className={styles.sendToggle} onClick={() => actions.onChangeRecipient("")}>
              {t("+ Add a send (optional)")}
            </button>
          )}
        </div>
        <CurrencyInputPanel
          label={state.independentField === "INPUT" && !isWrap ? t("To (estimated)") : t("To")}
          value={amounts.OUTPUT}
          onUserInput={(value) => actions.onUserInput("OUTPUT", value)}
          currency={outputCurrency}
          otherCurrency={inputCurrency}
          onCurrencySelect={(currency) => actions.onCurrencySelection("OUTPUT", currency)}
          balance={outputBalance}
          showMaxButton={false}
          testId="OUTPUT"
        />
        {state.recipient !== null && (
          <>
            <div className={styles.recipientHeader}>
              <button
                type="button"
                className={styles.sendToggle}
                onClick={() => actions.onChangeRecipient(null)}
              >
                {t("- Remove send")}
              </button>
            </div>
            <RecipientField
              value={state.recipient}
              address={info.recipientAddress}
              onChange={actions.onChangeRecipient}
            />
          </>
        )}
      </div>

      {!isWrap && (trade || settings.slippageBps !== DEFAULT_SLIPPAGE_BPS) && (
        <dl className={styles.summary}>
          {trade && (
            <DetailRow label={t("Price")}>
              <TradePrice
                price={trade.executionPrice}
                inverted={priceInverted}
                onToggle={() => setPriceInverted(!priceInverted)}
              />
            </DetailRow>
          )}
          {settings.slippageBps !== DEFAULT_SLIPPAGE_BPS && (
            <DetailRow label={t("Slippage Tolerance")} testId="slippage-tolerance">
              {settings.slippageBps / 100}%
            </DetailRow>
          )}
        </dl>
      )}

      <SwapNotices currencies={[inputCurrency, outputCurrency]} />

      <SwapButtons
        state={buttonState}
        onWrap={() => void wrap.execute?.()}
        // A failed approval is logged by the hook; the button offers 'Enable' again.
        onApprove={() =>
          void approve().then(
            () => setApprovalSubmitted(true),
            () => undefined,
          )
        }
        onSwap={flow.start}
        error={settings.expertMode && !flow.showConfirm ? flow.error : undefined}
      />

      {trade && (
        <div className={styles.details}>
          <AdvancedSwapDetails trade={trade} slippageBps={settings.slippageBps} />
        </div>
      )}

      {flow.showConfirm && flow.tradeToConfirm && (
        <ConfirmSwapModal
          // The dialog keeps showing the last trade if the route disappears while it is open.
          trade={trade ?? flow.tradeToConfirm}
          originalTrade={flow.tradeToConfirm}
          slippageBps={settings.slippageBps}
          recipient={state.recipient}
          recipientAddress={info.recipientAddress}
          attemptingTxn={flow.attemptingTxn}
          txHash={flow.txHash}
          error={flow.error}
          onAcceptChanges={flow.acceptChanges}
          onConfirm={flow.confirm}
          onDismiss={flow.dismiss}
        />
      )}
      {flow.typedConfirmOpen && (
        <ConfirmWordDialog
          title={t("Confirm Swap")}
          message={t(PRICE_IMPACT_TYPED_CONFIRM_TEXT, { percent: PRICE_IMPACT_BLOCKED.toFixed(0) })}
          word="confirm"
          confirmLabel={t("Swap Anyway")}
          onConfirm={flow.confirmTyped}
          onDismiss={flow.cancelTyped}
        />
      )}
      {unknownAddress && <ImportTokenPrompt address={getAddress(unknownAddress)} onCancel={cancelImport} />}
    </div>
  );
}
