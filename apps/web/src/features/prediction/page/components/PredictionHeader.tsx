import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Button, ChartIcon, HistoryIcon } from "../../../../shared/ui/index.ts";
import styles from "./PredictionHeader.module.css";

export interface PredictionHeaderProps {
  readonly historyOpen: boolean;
  readonly chartOpen: boolean;
  readonly onToggleHistory: () => void;
  readonly onToggleChart: () => void;
}

/** The screen's title and the buttons that open and close its history and chart panes. */
export function PredictionHeader({
  historyOpen,
  chartOpen,
  onToggleHistory,
  onToggleChart,
}: PredictionHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{t("Prediction")}</h1>
      <div className={styles.toggles}>
        <Button
          variant={chartOpen ? "primary" : "tertiary"}
          size="sm"
          startIcon={<ChartIcon size={18} />}
          aria-pressed={chartOpen}
          onClick={onToggleChart}
          data-testid="prediction-chart-toggle"
        >
          {t("Chart")}
        </Button>
        <Button
          variant={historyOpen ? "primary" : "tertiary"}
          size="sm"
          startIcon={<HistoryIcon size={18} />}
          aria-pressed={historyOpen}
          onClick={onToggleHistory}
          data-testid="prediction-history-toggle"
        >
          {t("History")}
        </Button>
      </div>
    </header>
  );
}
