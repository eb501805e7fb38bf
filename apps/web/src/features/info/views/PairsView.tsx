import { useTranslation } from "../../../shared/i18n/index.ts";
import { Card } from "../../../shared/ui/index.ts";
import styles from "../page/components/InfoLayout.module.css";
import { PairsTable } from "../page/components/PairsTable.tsx";
import type { InfoViewProps } from "./InfoViewProps.ts";
import { LoadingRows } from "./LoadingRows.tsx";
import { WatchlistCards } from "./WatchlistCards.tsx";

/** /info/pairs: the watched pairs, then every pair. */
export function PairsView({ snapshot, watchlist, toggleWatch }: InfoViewProps) {
  const { t } = useTranslation();
  const data = snapshot.data;
  return (
    <>
      {data && <WatchlistCards data={data} watchlist={watchlist} toggleWatch={toggleWatch} show="pairs" />}
      <Card padded={false}>
        <h2 className={styles.sectionTitle}>{t("All Pairs")}</h2>
        {data ? (
          <PairsTable
            caption={t("All Pairs")}
            pairs={data.pairs}
            watchlist={watchlist}
            onToggleWatch={(pair) => toggleWatch("pairs", pair.id)}
            emptyText={t("No pairs yet")}
          />
        ) : (
          <LoadingRows failed={snapshot.error !== null} />
        )}
      </Card>
    </>
  );
}
