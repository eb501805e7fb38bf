import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Button } from "../../../../shared/ui/index.ts";
import { formatExactBnbAmount } from "../../page/model/predictionFigures.ts";
import type { RoundCollectAction } from "../../page/model/roundCollectAction.ts";
import styles from "./CollectAction.module.css";

export interface CollectActionProps {
  readonly action: RoundCollectAction;
  /** The claim is on its way: the button waits. */
  readonly isCollecting: boolean;
  readonly onCollect: () => void;
}

/**
 * 'Collect Winnings' for a won round or 'Reclaim' for a refunded one, over the exact amount the claim
 * pays, every digit of it.
 */
export function CollectAction({ action, isCollecting, onCollect }: CollectActionProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className={styles.collect} data-testid="prediction-collect">
      <div className={styles.amountRow}>
        <span className={styles.label}>{t("You'll claim")}</span>
        <span className={styles.amount} data-testid="prediction-collect-amount">
          {t("%amount% BNB", { amount: formatExactBnbAmount(action.amount, locale) })}
        </span>
      </div>
      <Button fullWidth isLoading={isCollecting} onClick={onCollect}>
        {action.kind === "collect" ? t("Collect Winnings") : t("Reclaim")}
      </Button>
    </div>
  );
}
