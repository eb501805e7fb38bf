import { useTranslation } from "../../../shared/i18n/index.ts";
import { Card } from "../../../shared/ui/index.ts";
import styles from "../page/components/InfoLayout.module.css";
import { TokensTable } from "../page/components/TokensTable.tsx";
import type { InfoViewProps } from "./InfoViewProps.ts";
import { LoadingRows } from "./LoadingRows.tsx";
import { WatchlistCards } from "./WatchlistCards.tsx";

/** /info/tokens: the watched tokens, then every token. */
export function TokensView({ snapshot, watchlist, toggleWatch }: InfoViewProps) {
  const { t } = useTranslation();
  const data = snapshot.data;
  return (
    <>
      {data && <WatchlistCards data={data} watchlist={watchlist} toggleWatch={toggleWatch} show="tokens" />}
      <Card padded={false}>
        <h2 className={styles.sectionTitle}>{t("All Tokens")}</h2>
        {data ? (
          <TokensTable
            caption={t("All Tokens")}
            tokens={data.tokens}
            watchlist={watchlist}
            onToggleWatch={(token) => toggleWatch("tokens", token.id)}
            emptyText={t("No tokens yet")}
          />
        ) : (
          <LoadingRows failed={snapshot.error !== null} />
        )}
      </Card>
    </>
  );
}
