import { useState } from "react";
import { Link } from "react-router";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Button } from "../../../../shared/ui/index.ts";
import { formatAmount, formatUsd, formatUtcTime } from "../../model/formatInfo.ts";
import type { InfoTransaction, InfoTransactionKind } from "../../model/InfoRows.ts";
import { transactionSides, type TransactionSide } from "../../model/transactionSides.ts";
import { DataTable, type DataColumn } from "./DataTable.tsx";
import styles from "./InfoTables.module.css";

type Filter = "all" | InfoTransactionKind;

const FILTERS = [
  ["all", "All"],
  ["Swap", "Swaps"],
  ["Mint", "Adds"],
  ["Burn", "Removes"],
] as const;

export interface TransactionsTableProps {
  readonly caption: string;
  readonly transactions: readonly InfoTransaction[];
  readonly emptyText: string;
}

function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

/** Transactions, filtered all / swaps / adds / removes, newest first. */
export function TransactionsTable({ caption, transactions, emptyText }: TransactionsTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [filter, setFilter] = useState<Filter>("all");
  const shown = filter === "all" ? transactions : transactions.filter((row) => row.kind === filter);

  const describe = (row: InfoTransaction) => {
    const pair = `${row.token0.symbol}-${row.token1.symbol}`;
    const [a, b] = transactionSides(row);
    if (row.kind === "Swap") return t("Swap %a% for %b%", { a: a.token.symbol, b: b.token.symbol });
    return row.kind === "Mint" ? t("Add %pair%", { pair }) : t("Remove %pair%", { pair });
  };
  const amount = (side: TransactionSide) =>
    `${formatAmount(side.amount, side.token.decimals, locale)} ${side.token.symbol}`;

  const columns: DataColumn<InfoTransaction>[] = [
    {
      id: "action",
      header: t("Action"),
      render: (row) => <Link to={`/info/pairs/${row.pairId}`}>{describe(row)}</Link>,
    },
    {
      id: "value",
      header: t("Total Value"),
      numeric: true,
      sortValue: (row) => row.amountUsd,
      render: (row) => formatUsd(row.amountUsd, locale),
    },
    {
      id: "amountA",
      header: t("Token Amount"),
      numeric: true,
      render: (row) => amount(transactionSides(row)[0]),
    },
    {
      id: "amountB",
      header: t("Token Amount"),
      numeric: true,
      render: (row) => amount(transactionSides(row)[1]),
    },
    {
      id: "account",
      header: t("Account"),
      sortValue: (row) => row.account,
      render: (row) => <Link to={`/info/accounts/${row.account}`}>{shortAddress(row.account)}</Link>,
    },
    {
      id: "time",
      header: t("Time (UTC)"),
      sortValue: (row) => row.timestamp,
      render: (row) => formatUtcTime(row.timestamp),
    },
  ];
  return (
    <>
      <div className={styles.filters} role="group" aria-label={t("Transaction type")}>
        {FILTERS.map(([id, label]) => (
          <Button
            key={id}
            size="sm"
            variant={filter === id ? "primary" : "tertiary"}
            aria-pressed={filter === id}
            onClick={() => setFilter(id)}
          >
            {t(label)}
          </Button>
        ))}
      </div>
      <DataTable
        key={filter}
        caption={caption}
        columns={columns}
        rows={shown}
        rowKey={(row) => row.id}
        initialSort={{ column: "time", direction: "desc" }}
        emptyText={emptyText}
      />
    </>
  );
}
