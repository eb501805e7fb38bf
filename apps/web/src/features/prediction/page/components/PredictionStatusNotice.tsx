import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Button, Notice } from "../../../../shared/ui/index.ts";
import type { PredictionStatus } from "../../data/model/PredictionMarket.ts";
import styles from "./PredictionStatusNotice.module.css";

export interface PredictionStatusNoticeProps {
  readonly status: PredictionStatus;
  readonly onRetry: () => void;
}

/**
 * What the screen says about the game's state (spec 001 sections 4 and 8): 'Markets Paused' while the
 * contract is paused, 'Error fetching data' with a retry when a read failed; nothing while it runs.
 */
export function PredictionStatusNotice({ status, onRetry }: PredictionStatusNoticeProps) {
  const { t } = useTranslation();
  if (status === "paused") {
    return (
      <Notice variant="warning" title={t("Markets Paused")}>
        <p data-testid="prediction-paused">{t("Positions canceled, reclaim via History")}</p>
      </Notice>
    );
  }
  if (status === "error") {
    return (
      <Notice variant="danger" title={t("Error fetching data")}>
        <div className={styles.retry} data-testid="prediction-error">
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {t("Retry")}
          </Button>
        </div>
      </Notice>
    );
  }
  return null;
}
