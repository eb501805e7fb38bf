import { Link, useParams } from "react-router";
import { formatUnits, type Address } from "viem";
import { formatDecimal, formatDecimalString } from "../../../shared/format/index.ts";
import { useLocale, useTranslation } from "../../../shared/i18n/index.ts";
import { buttonClassName, Card, Heading, Notice } from "../../../shared/ui/index.ts";
import { pairRate } from "../data/model/parseSeries.ts";
import { usePairDetail } from "../data/usePairDetail.ts";
import { formatUsd } from "../model/formatInfo.ts";
import styles from "../page/components/InfoLayout.module.css";
import { pairName } from "../page/components/PairsTable.tsx";
import { Stat } from "../page/components/Stat.tsx";
import { TransactionsTable } from "../page/components/TransactionsTable.tsx";
import { WatchButton } from "../page/components/WatchButton.tsx";
import { DetailCharts } from "./DetailCharts.tsx";
import type { InfoViewProps } from "./InfoViewProps.ts";
import { LoadingRows } from "./LoadingRows.tsx";

/** /info/pairs/{address}: reserves, rates both ways, figures, charts, transactions, and links to trade and add. */
export function PairView({ snapshot, watchlist, toggleWatch }: InfoViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = (useParams().address ?? "").toLowerCase() as Address;
  const pair = snapshot.data?.pairs.find((candidate) => candidate.id === id);
  const detail = usePairDetail(id, pair);
  if (snapshot.data && pair === undefined) {
    return <Notice variant="warning">{t("The indexer knows no pair at %address%.", { address: id })}</Notice>;
  }
  if (pair === undefined) return <LoadingRows failed={snapshot.error !== null} />;
  const { token0, token1 } = pair;
  const rate = pairRate(pair.reserve0, pair.reserve1, token0.decimals, token1.decimals);
  const reserve = (amount: bigint, decimals: number) =>
    formatDecimalString(formatUnits(amount, decimals), locale);

  return (
    <>
      <Card>
        <div className={styles.header}>
          <Heading as="h1" scale="xl">
            {pairName(pair)}
            <WatchButton
              watched={watchlist.pairs.includes(id)}
              name={pairName(pair)}
              onToggle={() => toggleWatch("pairs", id)}
            />
          </Heading>
          <div className={styles.actions}>
            <Link className={buttonClassName({ size: "sm" })} to={`/add/${token0.id}/${token1.id}`}>
              {t("Add Liquidity")}
            </Link>
            <Link
              className={buttonClassName({ size: "sm", variant: "secondary" })}
              to={`/swap?inputCurrency=${token0.id}&outputCurrency=${token1.id}`}
            >
              {t("Trade")}
            </Link>
          </div>
        </div>
        <div className={styles.stats}>
          <Stat label={t("%symbol% reserve", { symbol: token0.symbol })}>
            <span data-testid="info-reserve0">{reserve(pair.reserve0, token0.decimals)}</span>
          </Stat>
          <Stat label={t("%symbol% reserve", { symbol: token1.symbol })}>
            <span data-testid="info-reserve1">{reserve(pair.reserve1, token1.decimals)}</span>
          </Stat>
          <Stat label={t("Rate")}>
            1 {token0.symbol} = {formatDecimal(rate, 6, locale)} {token1.symbol}
          </Stat>
          <Stat label={t("Rate")}>
            1 {token1.symbol} = {rate > 0 ? formatDecimal(1 / rate, 6, locale) : "—"} {token0.symbol}
          </Stat>
          <Stat label={t("Liquidity")}>{formatUsd(pair.liquidityUsd, locale)}</Stat>
          <Stat label={t("Volume 24H")}>{formatUsd(pair.volume24hUsd, locale)}</Stat>
          <Stat label={t("Volume 7D")}>{formatUsd(pair.volume7dUsd, locale)}</Stat>
          <Stat label={t("LP reward fees 24H")}>{formatUsd(pair.fees24hUsd, locale)}</Stat>
          <Stat label={t("LP reward APR")}>
            {pair.lpRewardApr === null ? "—" : `${formatDecimal(pair.lpRewardApr, 2, locale)}%`}
          </Stat>
        </div>
      </Card>
      <DetailCharts
        detail={detail.data}
        priceTitle={t("%base% price in %quote%", { base: token0.symbol, quote: token1.symbol })}
        priceInUsd={false}
      />
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
