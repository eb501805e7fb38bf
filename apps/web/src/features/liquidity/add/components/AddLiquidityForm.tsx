import { useCallback, useMemo, useReducer, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useConnection } from "wagmi";
import type { Currency } from "@griddle/sdk";
import { useAppChainConfig } from "../../../../shared/chain/index.ts";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { localizeDecimalData } from "../../../../shared/format/index.ts";
import { Card, Notice, PageHeader, Text } from "../../../../shared/ui/index.ts";
import { useApproveCallback } from "../../../approval/index.ts";
import { PairState } from "../../../pairs/index.ts";
import { SettingsButton, useUserSettings } from "../../../settings/index.ts";
import { CurrencyInputPanel, currencyId, maxAmountSpend, useCurrency } from "../../../tokens/index.ts";
import {
  RecentTransactionsButton,
  TransactionConfirmationModal,
  TransactionErrorContent,
} from "../../../transactions/index.ts";
import { useLiquidityTransactionFlow } from "../../hooks/useLiquidityTransactionFlow.ts";
import { MinimalPositionCard } from "../../positions/index.ts";
import { useAddLiquidityCallback } from "../hooks/useAddLiquidityCallback.ts";
import { useDerivedMintInfo } from "../hooks/useDerivedMintInfo.ts";
import { addLiquidityPath } from "../model/addLiquidityPath.ts";
import { addLiquidityPendingText } from "../model/addLiquidityTexts.ts";
import { computeAddLiquidityButtons } from "../model/computeAddLiquidityButtons.ts";
import { MintField } from "../model/MintField.ts";
import { initialMintState, mintReducer } from "../model/mintReducer.ts";
import { toAddLiquidityReview, type AddLiquidityReview } from "../model/toAddLiquidityReview.ts";
import { AddLiquidityButtons } from "./AddLiquidityButtons.tsx";
import { ConfirmAddLiquidityContent } from "./ConfirmAddLiquidityContent.tsx";
import { PoolPriceBar } from "./PoolPriceBar.tsx";
import { UnsupportedCurrencyNotice } from "./UnsupportedCurrencyNotice.tsx";
import styles from "./AddLiquidityForm.module.css";

const FIELDS = [MintField.CURRENCY_A, MintField.CURRENCY_B] as const;

/**
 * The add-liquidity form (spec 000 sections 2 and 4): both amounts, the prices and pool share, the
 * approvals and Supply, the review and transaction dialogs, and below the card the user's position
 * in the pair or the unsupported-assets notice. The card is the page's (AppBody in PancakeSwap).
 */
export function AddLiquidityForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { currencyIdA, currencyIdB } = useParams();
  const { address: account } = useConnection();
  const settings = useUserSettings();
  const { router, wbnb } = useAppChainConfig().contracts;
  const currencies = {
    CURRENCY_A: useCurrency(currencyIdA ?? ""),
    CURRENCY_B: useCurrency(currencyIdB ?? ""),
  };
  const { CURRENCY_A: currencyA, CURRENCY_B: currencyB } = currencies;

  const [state, dispatch] = useReducer(mintReducer, initialMintState);
  const info = useDerivedMintInfo(currencyA, currencyB, state, account);
  const {
    noLiquidity,
    parsedAmounts,
    formattedAmounts,
    balances,
    liquidityMinted,
    price,
    poolTokenPercentage,
  } = info;
  const approvals = {
    CURRENCY_A: useApproveCallback(parsedAmounts.CURRENCY_A, router),
    CURRENCY_B: useApproveCallback(parsedAmounts.CURRENCY_B, router),
  };

  const formDeposit = useMemo(
    () => toAddLiquidityReview({ noLiquidity, parsedAmounts, liquidityMinted, price, poolTokenPercentage }),
    [noLiquidity, parsedAmounts, liquidityMinted, price, poolTokenPercentage],
  );
  // The dialog shows, and the review sends, the deposit as it was when Supply was pressed: later
  // blocks (the pool this deposit creates, trades moving the price) must not change it under the user.
  const [reviewed, setReviewed] = useState<AddLiquidityReview>();
  // Expert mode has no review: it sends at the press, the form as it stands.
  const submit = useAddLiquidityCallback(settings.expertMode ? formDeposit : reviewed, !settings.expertMode);
  const clearAmounts = useCallback(() => dispatch({ type: "reset" }), []);
  const flow = useLiquidityTransactionFlow({ expertMode: settings.expertMode, submit, onSent: clearAmounts });
  const onSupply = () => {
    setReviewed(formDeposit);
    flow.start();
  };

  const onUserInput = (field: MintField, typedValue: string) =>
    dispatch({ type: "typeInput", field, typedValue, noLiquidity });
  const onCurrencySelect = (field: MintField, currency: Currency) =>
    void navigate(addLiquidityPath(field, currencyId(currency), currencyIdA, currencyIdB));

  const buttons = computeAddLiquidityButtons({
    inputError: info.inputError,
    bothAmountsEntered: parsedAmounts.CURRENCY_A !== undefined && parsedAmounts.CURRENCY_B !== undefined,
    approvals: {
      CURRENCY_A: approvals.CURRENCY_A.approvalState,
      CURRENCY_B: approvals.CURRENCY_B.approvalState,
    },
    symbols: { CURRENCY_A: currencyA?.symbol ?? "", CURRENCY_B: currencyB?.symbol ?? "" },
  });
  const pendingText = reviewed && addLiquidityPendingText(reviewed.amountA, reviewed.amountB);
  // Someone who chose WBNB itself sees the position in WBNB rather than BNB.
  const oneCurrencyIsWbnb = [currencyA, currencyB].some(
    (currency) => currency?.isToken && currency.address === wbnb,
  );
  const showPosition =
    info.pair !== null &&
    !noLiquidity &&
    info.pairState !== PairState.INVALID &&
    info.unsupportedCurrencies.length === 0;

  return (
    <>
      <Card padded={false} className={styles.card}>
        <PageHeader
          title={t("Add Liquidity")}
          subtitle={t("Add liquidity to receive LP tokens")}
          backTo="/pool"
          actions={
            <>
              <SettingsButton />
              <RecentTransactionsButton />
            </>
          }
        />
        <div className={styles.form}>
          {noLiquidity && (
            <Notice title={t("You are the first liquidity provider.")}>
              <Text size="sm">{t("The ratio of tokens you add will set the price of this pool.")}</Text>
              <Text size="sm">{t("Once you are happy with the rate click supply to review.")}</Text>
            </Notice>
          )}
          <div className={styles.sides}>
            {FIELDS.map((field, index) => {
              const maxAmount = maxAmountSpend(balances[field]);
              const atMax = maxAmount !== undefined && parsedAmounts[field]?.equalTo(maxAmount) === true;
              return (
                <div key={field} className={styles.side}>
                  {index === 1 && (
                    <span className={styles.plus} aria-hidden="true">
                      +
                    </span>
                  )}
                  <CurrencyInputPanel
                    label={t("Input")}
                    value={formattedAmounts[field]}
                    onUserInput={(value) => onUserInput(field, value)}
                    currency={currencies[field]}
                    otherCurrency={currencies[field === MintField.CURRENCY_A ? "CURRENCY_B" : "CURRENCY_A"]}
                    onCurrencySelect={(currency) => onCurrencySelect(field, currency)}
                    balance={balances[field]}
                    showMaxButton={!atMax}
                    onMax={maxAmount ? () => onUserInput(field, maxAmount.toExact()) : undefined}
                    testId={field}
                  />
                </div>
              );
            })}
          </div>

          {currencyA && currencyB && info.pairState !== PairState.INVALID && (
            <section className={styles.prices} data-testid="pool-price-bar">
              <h2 className={styles.pricesTitle}>
                {noLiquidity ? t("Initial prices and pool share") : t("Prices and pool share")}
              </h2>
              <PoolPriceBar
                currencyA={currencyA}
                currencyB={currencyB}
                price={price}
                noLiquidity={noLiquidity}
                poolTokenPercentage={poolTokenPercentage}
              />
            </section>
          )}

          <AddLiquidityButtons
            hasAccount={account !== undefined}
            state={buttons}
            // A failed approval is logged by the hook; its button offers the approval again.
            onApprove={(field) => void approvals[field].approve().catch(() => undefined)}
            onSupply={onSupply}
          />
        </div>
      </Card>

      {flow.isOpen && reviewed && pendingText && (
        <TransactionConfirmationModal
          title={reviewed.noLiquidity ? t("You are creating a pool") : t("You will receive")}
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
              <ConfirmAddLiquidityContent
                review={reviewed}
                slippageBps={settings.slippageBps}
                lpToken={info.pair?.liquidityToken}
                onConfirm={flow.send}
              />
            )
          }
        />
      )}

      {(showPosition || info.unsupportedCurrencies.length > 0) && (
        <div className={styles.below}>
          {info.unsupportedCurrencies.length > 0 ? (
            <UnsupportedCurrencyNotice currencies={info.unsupportedCurrencies} />
          ) : (
            info.pair && <MinimalPositionCard pair={info.pair} showUnwrapped={oneCurrencyIsWbnb} />
          )}
        </div>
      )}
    </>
  );
}
