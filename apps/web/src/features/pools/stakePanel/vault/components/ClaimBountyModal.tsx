import { CAKE_DECIMALS } from "../../../../../shared/chain/index.ts";
import { formatTokenAmount, formatUsdValue, toUsdValue } from "../../../../../shared/format/index.ts";
import { useLocale, useTranslation } from "../../../../../shared/i18n/index.ts";
import { Button, DetailRow, HelpTooltip, Modal } from "../../../../../shared/ui/index.ts";
import { ConnectWalletButton } from "../../../../wallet/index.ts";
import type { Vault } from "../../../vault/model/Vault.ts";
import { CAKE_SYMBOL } from "../model/cakeSymbol.ts";
import { feeToPercent } from "../model/feeToPercent.ts";
import { BountyExplanation } from "./BountyExplanation.tsx";
import styles from "./ClaimBountyModal.module.css";

/** The modal shows the bounty to 7 decimals; the card to 3. */
const BOUNTY_MODAL_DECIMALS = 7;

export interface ClaimBountyModalProps {
  readonly vault: Vault;
  readonly hasAccount: boolean;
  /** Confirm is on (see canClaimBounty). */
  readonly canClaim: boolean;
  readonly isPending: boolean;
  readonly onConfirm: () => void;
  readonly onDismiss: () => void;
}

/** 'Claim Bounty': the bounty the caller gets for compounding the vault for everyone, and its Confirm. */
export function ClaimBountyModal({
  vault,
  hasAccount,
  canClaim,
  isPending,
  onConfirm,
  onDismiss,
}: ClaimBountyModalProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const usd = toUsdValue(vault.estimatedCakeBountyReward, CAKE_DECIMALS, vault.cakePrice);
  return (
    <Modal title={t("Claim Bounty")} onDismiss={onDismiss}>
      <div className={styles.body}>
        <div className={styles.claim}>
          <span>{t("You'll claim")}</span>
          <span className={styles.amount}>
            <strong data-testid="bounty-claim-amount">
              {formatTokenAmount(
                vault.estimatedCakeBountyReward,
                CAKE_DECIMALS,
                locale,
                BOUNTY_MODAL_DECIMALS,
              )}{" "}
              {CAKE_SYMBOL}
            </strong>
            {usd !== undefined && <span className={styles.usd}>~{formatUsdValue(usd, locale)} USD</span>}
          </span>
        </div>
        <dl className={styles.details}>
          <DetailRow label={t("Pool total pending yield")}>
            {formatTokenAmount(vault.totalPendingCakeHarvest, CAKE_DECIMALS, locale)} {CAKE_SYMBOL}
          </DetailRow>
          <DetailRow label={t("Bounty")}>{feeToPercent(vault.fees.callFee)}%</DetailRow>
        </dl>
        {hasAccount ? (
          <Button fullWidth isLoading={isPending} disabled={!canClaim} onClick={onConfirm}>
            {isPending ? t("Confirming") : t("Confirm changes")}
          </Button>
        ) : (
          <ConnectWalletButton />
        )}
        <p className={styles.help}>
          {t("What's this?")}
          <HelpTooltip
            label={t("What's this?")}
            content={<BountyExplanation callFee={vault.fees.callFee} />}
          />
        </p>
      </div>
    </Modal>
  );
}
