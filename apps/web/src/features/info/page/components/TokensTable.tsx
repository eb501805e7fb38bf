import { Link } from "react-router";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { formatPercent, formatPrice, formatUsd } from "../../model/formatInfo.ts";
import type { InfoToken } from "../../model/InfoRows.ts";
import type { Watchlist } from "../../model/parseWatchlist.ts";
import { DataTable, type DataColumn } from "./DataTable.tsx";
import styles from "./InfoTables.module.css";
import { WatchButton } from "./WatchButton.tsx";

export interface TokensTableProps {
  readonly caption: string;
  readonly tokens: readonly InfoToken[];
  readonly watchlist: Watchlist;
  readonly onToggleWatch: (token: InfoToken) => void;
  readonly emptyText: string;
}

/** Tokens with price, 24-hour change and volume, and liquidity; by liquidity first. */
export function TokensTable({ caption, tokens, watchlist, onToggleWatch, emptyText }: TokensTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: DataColumn<InfoToken>[] = [
    {
      id: "watch",
      header: t("Watch"),
      render: (token) => (
        <WatchButton
          watched={watchlist.tokens.includes(token.id)}
          name={token.symbol}
          onToggle={() => onToggleWatch(token)}
        />
      ),
    },
    {
      id: "name",
      header: t("Name"),
      sortValue: (token) => token.symbol,
      render: (token) => (
        <Link to={`/info/tokens/${token.id}`}>
          {token.name} ({token.symbol})
        </Link>
      ),
    },
    {
      id: "price",
      header: t("Price"),
      numeric: true,
      sortValue: (token) => token.priceUsd,
      render: (token) => formatPrice(token.priceUsd, locale),
    },
    {
      id: "change",
      header: t("Price Change"),
      numeric: true,
      sortValue: (token) => token.priceChange24h,
      render: (token) =>
        token.priceChange24h === null ? (
          "—"
        ) : (
          <span className={token.priceChange24h < 0 ? styles.down : styles.up}>
            {formatPercent(token.priceChange24h, locale)}
          </span>
        ),
    },
    {
      id: "volume",
      header: t("Volume 24H"),
      numeric: true,
      sortValue: (token) => token.volume24hUsd,
      render: (token) => formatUsd(token.volume24hUsd, locale),
    },
    {
      id: "tvl",
      header: t("Liquidity"),
      numeric: true,
      sortValue: (token) => token.liquidityUsd,
      render: (token) => formatUsd(token.liquidityUsd, locale),
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={tokens}
      rowKey={(token) => token.id}
      initialSort={{ column: "tvl", direction: "desc" }}
      emptyText={emptyText}
    />
  );
}
