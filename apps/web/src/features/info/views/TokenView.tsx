import { Link, useParams } from "react-router";
import type { Address } from "viem";
import { useLocale, useTranslation } from "../../../shared/i18n/index.ts";
import { buttonClassName, Card, Heading, Notice } from "../../../shared/ui/index.ts";
import { useTokenDetail } from "../data/useTokenDetail.ts";
import { formatPercent, formatPrice, formatUsd } from "../model/formatInfo.ts";
import styles from "../page/components/InfoLayout.module.css";
import { PairsTable } from "../page/components/PairsTable.tsx";
import { Stat } from "../page/components/Stat.tsx";
import { TransactionsTable } from "../page/components/TransactionsTable.tsx";
import { WatchButton } from "../page/components/WatchButton.tsx";
import { DetailCharts } from "./DetailCharts.tsx";
import type { InfoViewProps } from "./InfoViewProps.ts";
import { LoadingRows } from "./LoadingRows.tsx";

/** /info/tokens/{address}: the token's price, figures, charts, pairs and transactions. */
export function TokenView({ snapshot, watchlist, toggleWatch }: InfoViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = (useParams().address ?? "").toLowerCase() as Address;
  const detail = useTokenDetail(id);
  const token = snapshot.data?.tokens.find((candidate) => candidate.id === id);
  if (snapshot.data && token === undefined) {
    return (
      <Notice variant="warning">{t("The indexer knows no token at %address%.", { address: id })}</Notice>
    );
  }
  if (token === undefined) return <LoadingRows failed={snapshot.error !== null} />;
  const pairs = snapshot.data?.pairs.filter((pair) => pair.token0.id === id || pair.token1.id === id) ?? [];

  return (
    <>
      <Card>
        <div className={styles.header}>
          <Heading as="h1" scale="xl">
            {token.name} ({token.symbol})
            <WatchButton
              watched={watchlist.tokens.includes(id)}
              name={token.symbol}
              onToggle={() => toggleWatch("tokens", id)}
            />
          </Heading>
          <div className={styles.actions}>
            <Link className={buttonClassName({ size: "sm" })} to={`/add/${id}`}>
              {t("Add Liquidity")}
            </Link>
            <Link
              className={buttonClassName({ size: "sm", variant: "secondary" })}
              to={`/swap?outputCurrency=${id}`}
            >
              {t("Trade")}
            </Link>
          </div>
        </div>
        <div className={styles.stats}>
          <Stat label={t("Price")}>{formatPrice(token.priceUsd, locale)}</Stat>
          <Stat label={t("Price Change")}>
            {token.priceChange24h === null ? "—" : formatPercent(token.priceChange24h, locale)}
          </Stat>
          <Stat label={t("Volume 24H")}>{formatUsd(token.volume24hUsd, locale)}</Stat>
          <Stat label={t("Liquidity")}>{formatUsd(token.liquidityUsd, locale)}</Stat>
        </div>
      </Card>
      <DetailCharts detail={detail.data} priceTitle={t("Price")} priceInUsd />
      <Card padded={false}>
        <h2 className={styles.sectionTitle}>{t("Pairs")}</h2>
        <PairsTable
          caption={t("Pairs")}
          pairs={pairs}
          watchlist={watchlist}
          onToggleWatch={(pair) => toggleWatch("pairs", pair.id)}
          emptyText={t("No pairs yet")}
        />
      </Card>
      <Card padded={false}>
        <h2 className={styles.sectionTitle}>{t("Transactions")}</h2>
        {detail.data ? (
          <TransactionsTable
            caption={t("Transactions")}
            transactions={detail.data.transactions}
            emptyText={t("No transactions yet")}
          />
        ) : (
          <LoadingRows failed={detail.error !== null} />
        )}
      </Card>
    </>
  );
}
