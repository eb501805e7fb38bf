import { useState } from "react";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Button, classNames, HelpTooltip, Modal } from "../../../../shared/ui/index.ts";
import type { PoolToken } from "../../model/Pool.ts";
import styles from "./CollectModal.module.css";
import { TokenAmountWithUsd } from "../../../staking/index.ts";

export interface CollectModalProps {
  readonly earningToken: PoolToken;
  readonly pendingReward: bigint;
  readonly earningTokenPrice: number | null;
  /** The manual CAKE pool, which can restake what it earns: offers Compound or Harvest. */
  readonly isCompoundPool: boolean;
  readonly isPending: boolean;
  readonly onConfirm: (shouldCompound: boolean) => void;
  readonly onDismiss: () => void;
}

/**
 * The collect modal (spec 000 section 2): the pending reward, and for the CAKE pool a Compound or
 * Harvest choice that starts on Compound.
 */
export function CollectModal({
  earningToken,
  pendingReward,
  earningTokenPrice,
  isCompoundPool,
  isPending,
  onConfirm,
  onDismiss,
}: CollectModalProps) {
  const { t } = useTranslation();
  const [shouldCompound, setShouldCompound] = useState(isCompoundPool);
  const title = `${earningToken.symbol} ${isCompoundPool ? t("Collect") : t("Harvest")}`;
  return (
    <Modal title={title} onDismiss={onDismiss}>
      <div className={styles.body}>
        {isCompoundPool && (
          <div className={styles.choice}>
            <div className={styles.segments} role="group" aria-label={t("Compound or harvest")}>
              <button
                type="button"
                aria-pressed={shouldCompound}
                className={classNames(styles.segment, shouldCompound && styles.selected)}
                onClick={() => setShouldCompound(true)}
              >
                {t("Compound")}
              </button>
              <button
                type="button"
                aria-pressed={!shouldCompound}
                className={classNames(styles.segment, !shouldCompound && styles.selected)}
                onClick={() => setShouldCompound(false)}
              >
                {t("Harvest")}
              </button>
            </div>
            <HelpTooltip
              label={t("What's the difference?")}
              content={
                <>
                  {t("Compound: collect and restake %symbol% into pool.", { symbol: earningToken.symbol })}
                  <br />
                  {t("Harvest: collect %symbol% and send to wallet", { symbol: earningToken.symbol })}
                </>
              }
            />
          </div>
        )}
        <div className={styles.summary}>
          <span>{shouldCompound ? t("Compounding") : t("Harvesting")}:</span>
          <TokenAmountWithUsd
            raw={pendingReward}
            decimals={earningToken.decimals}
            priceUsd={earningTokenPrice}
            testId="collect-amount"
          />
        </div>
        <Button
          fullWidth
          isLoading={isPending}
          disabled={pendingReward === 0n}
          onClick={() => onConfirm(shouldCompound)}
        >
          {isPending ? t("Confirming") : t("Confirm changes")}
        </Button>
        <Button variant="text" onClick={onDismiss}>
          {t("Close Window")}
        </Button>
      </div>
    </Modal>
  );
}
