import { useId, useMemo, useState } from "react";
import { formatUnits, type Address } from "viem";
import { useNativeBalances } from "../../../../shared/chain/index.ts";
import { useLocale, useTranslation, type TranslatableText } from "../../../../shared/i18n/index.ts";
import {
  AmountInput,
  ArrowBackIcon,
  Button,
  classNames,
  IconButton,
  PercentButtons,
} from "../../../../shared/ui/index.ts";
import { toTransactionError } from "../../../../shared/chain/index.ts";
import { parseStakeAmount } from "../../../staking/index.ts";
import { BET_DECIMALS, BET_SYMBOL } from "../../model/betCurrency.ts";
import { predictionWriteErrorText } from "../../model/predictionWriteErrorText.ts";
import type { PredictionBet, Position } from "../../model/PredictionRound.ts";
import { formatBnbAmount } from "../../page/model/predictionFigures.ts";
import { useEnterPosition } from "../hooks/useEnterPosition.ts";
import { BET_AMOUNT_PERCENTS, betAmountForChoice } from "../model/betAmountForChoice.ts";
import { validateBetAmount } from "../model/validateBetAmount.ts";
import styles from "./position.module.css";

export interface SetPositionPanelProps {
  readonly game: Address;
  readonly account: Address;
  readonly epoch: bigint;
  /** The side chosen on the card ('Enter UP' or 'Enter DOWN'); the panel can switch it. */
  readonly initialPosition: Position;
  /** The game's minimum bet, in wei. */
  readonly minBetAmount: bigint;
  /** Too close to the lock to bet now: Confirm is off. */
  readonly aboutToLock: boolean;
  readonly onBack: () => void;
  /** The bet was mined in block `blockNumber`. */
  readonly onEntered: (bet: PredictionBet, blockNumber: bigint) => void;
}

/**
 * 'Set Position' on the next round's card: the side, an amount in BNB typed or chosen as 10%, 25%,
 * 50%, 75% of the balance or Max (less gas), checked against the game's minimum and the balance, and
 * Confirm, which sends the bet. A refusal in the wallet just leaves the panel as it was; any other
 * failure says 'An error occurred, unable to enter your position'.
 */
export function SetPositionPanel({
  game,
  account,
  epoch,
  initialPosition,
  minBetAmount,
  aboutToLock,
  onBack,
  onEntered,
}: SetPositionPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const inputId = useId();
  const errorId = useId();
  const enterPosition = useEnterPosition(game);
  const [position, setPosition] = useState(initialPosition);
  const [text, setText] = useState("");
  const [percent, setPercent] = useState<number>();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<TranslatableText | null>(null);

  const accounts = useMemo(() => [account], [account]);
  const balance = useNativeBalances(accounts).data?.[0] ?? undefined;
  const amount = parseStakeAmount(text, BET_DECIMALS);
  const { canConfirm, error } = validateBetAmount({ amount, minBetAmount, balance: balance ?? 0n });
  const shownError = balance === undefined ? undefined : error;

  const typeAmount = (next: string) => {
    setText(next);
    setPercent(undefined);
    setFailure(null);
  };
  const chooseAmount = (next: number) => {
    if (balance === undefined) return;
    setPercent(next);
    setText(formatUnits(betAmountForChoice(balance, next), BET_DECIMALS));
    setFailure(null);
  };
  const confirm = () => {
    if (amount === undefined) return;
    setPending(true);
    setFailure(null);
    enterPosition(epoch, position, amount)
      .then((receipt) => onEntered({ position, amount, claimed: false }, receipt.blockNumber))
      .catch((reason: unknown) => {
        const transactionError = toTransactionError(reason);
        const message = predictionWriteErrorText("enter", transactionError);
        if (message !== null) console.error(`Entering round ${epoch} failed`, transactionError);
        setFailure(message);
      })
      .finally(() => setPending(false));
  };

  const sideButton = (side: Position) => (
    <button
      type="button"
      className={classNames(styles.side, side === "Bull" ? styles.sideUp : styles.sideDown)}
      aria-pressed={position === side}
      onClick={() => setPosition(side)}
      disabled={pending}
    >
      {side === "Bull" ? t("UP") : t("DOWN")}
    </button>
  );

  return (
    <div className={styles.panel} data-testid="prediction-set-position">
      <div className={styles.panelHeader}>
        <IconButton size="sm" aria-label={t("Back")} onClick={onBack} disabled={pending}>
          <ArrowBackIcon size={18} />
        </IconButton>
        <span className={styles.panelTitle}>{t("Set Position")}</span>
      </div>
      <div className={styles.sides}>
        {sideButton("Bull")}
        {sideButton("Bear")}
      </div>
      <label htmlFor={inputId} className={styles.fieldLabel}>
        {t("Amount")}
      </label>
      <div className={classNames(styles.field, shownError && styles.invalid)}>
        <AmountInput
          id={inputId}
          value={text}
          onUserInput={typeAmount}
          disabled={pending}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? errorId : undefined}
          data-testid="prediction-bet-amount"
        />
        <span className={styles.symbol}>{BET_SYMBOL}</span>
      </div>
      {shownError && (
        <p id={errorId} className={styles.error} role="alert">
          {t(shownError.key, shownError.data)}
        </p>
      )}
      <p className={styles.balance}>
        {t("Balance: %balance%", { balance: balance === undefined ? "-" : formatBnbAmount(balance, locale) })}
      </p>
      <PercentButtons value={percent} onChoose={chooseAmount} percents={BET_AMOUNT_PERCENTS} />
      {aboutToLock && (
        <p className={styles.lockNote} role="status">
          {t("Round is about to lock")}
        </p>
      )}
      {failure && (
        <p className={styles.error} role="alert">
          {t(failure.key)}
        </p>
      )}
      <Button fullWidth isLoading={pending} disabled={!canConfirm || aboutToLock} onClick={confirm}>
        {pending ? t("Confirming") : amount === undefined ? t("Enter an amount") : t("Confirm")}
      </Button>
      <p className={styles.note}>
        {t("You won't be able to remove or change your position once you enter it.")}
      </p>
    </div>
  );
}
