import { useId, useState, type ReactNode } from "react";
import { formatUnits, type Address } from "viem";
import {
  previewRequestFromCalls,
  TransactionPreview,
  usePinReviewedWallet,
  type ContractWriteCall,
  type PreviewToken,
} from "../../../../shared/chain/index.ts";
import { formatUsdValue, toUsdValue } from "../../../../shared/format/index.ts";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import {
  AmountInput,
  Button,
  classNames,
  LinkButton,
  Modal,
  PercentButtons,
  Slider,
} from "../../../../shared/ui/index.ts";
import { amountForPercent, percentForAmount } from "../model/amountForPercent.ts";
import { parseStakeAmount } from "../model/parseStakeAmount.ts";
import type { StakeMode } from "../model/StakeMode.ts";
import { validateStakeAmount } from "../model/validateStakeAmount.ts";
import styles from "./StakeModal.module.css";

/** A link under the Confirm button to where the staking token can be had. */
export interface StakeModalTokenLink {
  readonly label: string;
  /** An app path ('/swap?outputCurrency=...', '/add/...'). */
  readonly href: string;
}

export interface StakeModalProps {
  /** The dialog's title: 'Stake in Pool', 'Stake LP tokens', ... */
  readonly title: string;
  readonly mode: StakeMode;
  readonly symbol: string;
  readonly decimals: number;
  /** US dollars per whole staking token; without one the USD value is left out. */
  readonly priceUsd: number | null;
  readonly walletBalance: bigint;
  /** What is staked now (for the vault: the CAKE value of the shares). */
  readonly stakedBalance: bigint;
  /** The per-user limit in raw units; 0n means none. */
  readonly stakingLimit: bigint;
  /** What 100% and Max fill in (see computeMaxFillAmount). */
  readonly maxFillAmount: bigint;
  /** Shown when staking: 'Get %symbol%' in a pool, 'Add %symbol%' in a farm without LP tokens. */
  readonly getTokenLink?: StakeModalTokenLink | undefined;
  /** The confirmed write is running: the button reads 'Confirming'. */
  readonly isPending: boolean;
  readonly onConfirm: (amount: bigint) => void;
  readonly onDismiss: () => void;
  /** The call Confirm sends for a valid typed amount, previewed above it; undefined when there is none. */
  readonly previewOf: (amount: bigint) => ContractWriteCall | undefined;
  /** The tokens the write moves (staking and reward tokens), read by the balance probe where nothing traces. */
  readonly previewTokens: readonly Address[];
  /** Extra lines under the quick buttons for the typed amount (the vault's unstaking fee). */
  readonly renderDetails?: (amount: bigint | undefined) => ReactNode;
}

const NO_KNOWN_TOKENS: ReadonlyMap<string, PreviewToken> = new Map();
const PLAIN_BNB: PreviewToken = { symbol: "BNB", decimals: 18 };

/**
 * The stake and unstake modal of pools and farms (spec 000 sections 2 and 5): an amount typed or
 * chosen with the 1% slider and 25%, 50%, 75% and Max, checked against the limit and the balance.
 * The typed text stays until the write succeeds and the owner closes the modal. A valid amount shows
 * the preview of the very call Confirm sends.
 */
export function StakeModal({
  title,
  mode,
  symbol,
  decimals,
  priceUsd,
  walletBalance,
  stakedBalance,
  stakingLimit,
  maxFillAmount,
  getTokenLink,
  isPending,
  onConfirm,
  onDismiss,
  previewOf,
  previewTokens,
  renderDetails,
}: StakeModalProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const inputId = useId();
  const errorId = useId();
  // Its write goes out only from the account the wallet had when the dialog opened.
  usePinReviewedWallet();
  const [text, setText] = useState("");
  const [percent, setPercent] = useState(0);
  const amount = parseStakeAmount(text, decimals);
  const { canConfirm, error } = validateStakeAmount({
    mode,
    amount,
    walletBalance,
    stakedBalance,
    stakingLimit,
    symbol,
    decimals,
  });
  const call = amount !== undefined && canConfirm ? previewOf(amount) : undefined;
  const previewRequest =
    call === undefined
      ? undefined
      : previewRequestFromCalls({ calls: [call], probeTargets: { tokens: previewTokens, allowances: [] } });
  const usd = amount === undefined ? undefined : toUsdValue(amount, decimals, priceUsd);
  const isStaking = mode === "stake";

  const typeAmount = (next: string) => {
    setText(next);
    setPercent(percentForAmount(parseStakeAmount(next, decimals), maxFillAmount));
  };
  const choosePercent = (next: number) => {
    setPercent(next);
    setText(formatUnits(amountForPercent(maxFillAmount, next), decimals));
  };

  return (
    <Modal title={title} onDismiss={onDismiss}>
      <div className={styles.body}>
        <div className={styles.heading}>
          <label htmlFor={inputId} className={styles.label}>
            {isStaking ? t("Stake") : t("Unstake")}:
          </label>
          <span className={styles.symbol}>{symbol}</span>
        </div>
        <div className={classNames(styles.field, error && styles.invalid)}>
          <AmountInput
            id={inputId}
            value={text}
            onUserInput={typeAmount}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            data-testid="stake-amount-input"
          />
          {usd !== undefined && <span className={styles.usd}>~{formatUsdValue(usd, locale)} USD</span>}
        </div>
        {error && (
          <p id={errorId} className={styles.error} role="alert">
            {t(error.key, error.data)}
          </p>
        )}
        <p className={styles.balance}>
          {isStaking
            ? t("Balance: %balance%", { balance: formatUnits(walletBalance, decimals) })
            : t("Staked: %balance%", { balance: formatUnits(stakedBalance, decimals) })}
        </p>
        <div className={styles.slider}>
          <Slider
            value={percent}
            onValueChange={choosePercent}
            aria-label={isStaking ? t("Amount to stake, in percent") : t("Amount to unstake, in percent")}
            aria-valuetext={`${percent}%`}
          />
          <output className={styles.percent}>{percent}%</output>
        </div>
        <PercentButtons value={percent} onChoose={choosePercent} />
        {renderDetails?.(amount)}
        {previewRequest && (
          <TransactionPreview request={previewRequest} tokens={NO_KNOWN_TOKENS} native={PLAIN_BNB} />
        )}
        <Button
          fullWidth
          isLoading={isPending}
          disabled={!canConfirm}
          onClick={() => amount !== undefined && onConfirm(amount)}
        >
          {isPending ? t("Confirming") : t("Confirm changes")}
        </Button>
        {isStaking && getTokenLink && (
          <LinkButton to={getTokenLink.href} variant="secondary" fullWidth>
            {getTokenLink.label}
          </LinkButton>
        )}
      </div>
    </Modal>
  );
}
