import { lazy, Suspense } from "react";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { IndexerNotice } from "../../../shared/indexer/index.ts";
import { Button, Notice, Skeleton, Text } from "../../../shared/ui/index.ts";
import { PredictionPaneFrame } from "../components/PredictionPaneFrame.tsx";
import { useFeedPriceHistory, type FeedPriceHistory } from "./data/useFeedPriceHistory.ts";
import styles from "./ChartPane.module.css";

// The chart library loads when the pane first draws a chart, never with the page.
const PriceChart = lazy(() => import("./components/PriceChart.tsx"));

export interface ChartPaneProps {
  onClose: () => void;
}

function ChartBody({ history }: { history: FeedPriceHistory }) {
  const { t } = useTranslation();
  const placeholder = <Skeleton height="100%" className={styles.placeholder} />;
  switch (history.status) {
    case "loading":
      return placeholder;
    case "unavailable":
      return <Text className={styles.message}>{t("No price data available")}</Text>;
    case "error":
      return (
        <Notice variant="danger" title={t("Error fetching data")}>
          <Button variant="secondary" size="sm" onClick={history.retry}>
            {t("Retry")}
          </Button>
        </Notice>
      );
    case "ready":
      if (history.points.length === 0)
        return <Text className={styles.message}>{t("No price data available")}</Text>;
      return (
        <Suspense fallback={placeholder}>
          <PriceChart points={history.points} />
        </Suspense>
      );
  }
}

/** The prediction page's chart pane: the BNB/USD feed's recent prices; a full-screen sheet on phones. */
export function ChartPane({ onClose }: ChartPaneProps) {
  const { t } = useTranslation();
  const history = useFeedPriceHistory();
  return (
    <PredictionPaneFrame title={t("Chart")} onClose={onClose}>
      <IndexerNotice
        health={history.indexer}
        unavailableText={
          history.fromChain ? t("The chart shows the feed's latest rounds, read from the chain.") : undefined
        }
      />
      <ChartBody history={history} />
    </PredictionPaneFrame>
  );
}
