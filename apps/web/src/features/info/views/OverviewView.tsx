import { useLocale, useTranslation } from "../../../shared/i18n/index.ts";
import { Card } from "../../../shared/ui/index.ts";
import { formatUsd } from "../model/formatInfo.ts";
import { ChartPanel } from "../page/components/ChartPanel.tsx";
import styles from "../page/components/InfoLayout.module.css";
import { PairsTable } from "../page/components/PairsTable.tsx";
import { TokensTable } from "../page/components/TokensTable.tsx";
import { TransactionsTable } from "../page/components/TransactionsTable.tsx";
import type { InfoViewProps } from "./InfoViewProps.ts";
import { LoadingRows } from "./LoadingRows.tsx";
import { WatchlistCards } from "./WatchlistCards.tsx";

/** /info: daily TVL and volume, the watchlist, top tokens, top pairs and the latest transactions. */
export function OverviewView({ snapshot, watchlist, toggleWatch }: InfoViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const data = snapshot.data;
  const usd = (value: number) => formatUsd(value, locale);
  return (
    <>
      <div className={styles.charts}>
        <ChartPanel
          title={t("Liquidity")}
          data={{ kind: "line", points: data?.tvlByDay ?? [] }}
          format={usd}
        />
        <ChartPanel
          title={t("Volume")}
          data={{ kind: "bars", points: data?.volumeByDay ?? [] }}
          format={usd}
        />
      </div>
      {data && <WatchlistCards data={data} watchlist={watchlist} toggleWatch={toggleWatch} />}
      <Card padded={false}>
        <h2 className={styles.sectionTitle}>{t("Top Tokens")}</h2>
        {data ? (
          <TokensTable
            caption={t("Top Tokens")}
            tokens={data.tokens}
            watchlist={watchlist}
            onToggleWatch={(token) => toggleWatch("tokens", token.id)}
            emptyText={t("No tokens yet")}
          />
        ) : (
          <LoadingRows failed={snapshot.error !== null} />
        )}
      </Card>
      <Card padded={false}>
        <h2 className={styles.sectionTitle}>{t("Top Pairs")}</h2>
        {data ? (
          <PairsTable
            caption={t("Top Pairs")}
            pairs={data.pairs}
            watchlist={watchlist}
            onToggleWatch={(pair) => toggleWatch("pairs", pair.id)}
            emptyText={t("No pairs yet")}
          />
        ) : (
          <LoadingRows failed={snapshot.error !== null} />
        )}
      </Card>
      <Card padded={false}>
        <h2 className={styles.sectionTitle}>{t("Transactions")}</h2>
        {data ? (
          <TransactionsTable
            caption={t("Transactions")}
            transactions={data.transactions}
            emptyText={t("No transactions yet")}
          />
        ) : (
          <LoadingRows failed={snapshot.error !== null} />
        )}
      </Card>
    </>
  );
}
