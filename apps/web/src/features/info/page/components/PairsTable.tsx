import { Link } from "react-router";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { formatDecimal } from "../../../../shared/format/index.ts";
import { formatUsd } from "../../model/formatInfo.ts";
import type { InfoPair } from "../../model/InfoRows.ts";
import type { Watchlist } from "../../model/parseWatchlist.ts";
import { DataTable, type DataColumn } from "./DataTable.tsx";
import { WatchButton } from "./WatchButton.tsx";

export interface PairsTableProps {
  readonly caption: string;
  readonly pairs: readonly InfoPair[];
  readonly watchlist: Watchlist;
  readonly onToggleWatch: (pair: InfoPair) => void;
  readonly emptyText: string;
}

export function pairName(pair: Pick<InfoPair, "token0" | "token1">): string {
  return `${pair.token0.symbol}-${pair.token1.symbol}`;
}

/** Pairs with liquidity, 24-hour and 7-day volume, 24-hour LP fees and LP reward APR; by liquidity first. */
export function PairsTable({ caption, pairs, watchlist, onToggleWatch, emptyText }: PairsTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: DataColumn<InfoPair>[] = [
    {
      id: "watch",
      header: t("Watch"),
      render: (pair) => (
        <WatchButton
          watched={watchlist.pairs.includes(pair.id)}
          name={pairName(pair)}
          onToggle={() => onToggleWatch(pair)}
        />
      ),
    },
    {
      id: "name",
      header: t("Name"),
      sortValue: pairName,
      render: (pair) => <Link to={`/info/pairs/${pair.id}`}>{pairName(pair)}</Link>,
    },
    {
      id: "tvl",
      header: t("Liquidity"),
      numeric: true,
      sortValue: (pair) => pair.liquidityUsd,
      render: (pair) => formatUsd(pair.liquidityUsd, locale),
    },
    {
      id: "volume24h",
      header: t("Volume 24H"),
      numeric: true,
      sortValue: (pair) => pair.volume24hUsd,
      render: (pair) => formatUsd(pair.volume24hUsd, locale),
    },
    {
      id: "volume7d",
      header: t("Volume 7D"),
      numeric: true,
      sortValue: (pair) => pair.volume7dUsd,
      render: (pair) => formatUsd(pair.volume7dUsd, locale),
    },
    {
      id: "fees",
      header: t("LP reward fees 24H"),
      numeric: true,
      sortValue: (pair) => pair.fees24hUsd,
      render: (pair) => formatUsd(pair.fees24hUsd, locale),
    },
    {
      id: "apr",
      header: t("LP reward APR"),
      numeric: true,
      sortValue: (pair) => pair.lpRewardApr,
      render: (pair) => (pair.lpRewardApr === null ? "—" : `${formatDecimal(pair.lpRewardApr, 2, locale)}%`),
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={pairs}
      rowKey={(pair) => pair.id}
      initialSort={{ column: "tvl", direction: "desc" }}
      emptyText={emptyText}
    />
  );
}
