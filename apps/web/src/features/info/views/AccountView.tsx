import { Link, useParams } from "react-router";
import { isAddress, type Address } from "viem";
import { formatDecimal } from "../../../shared/format/index.ts";
import { useLocale, useTranslation } from "../../../shared/i18n/index.ts";
import { Button, Card, Heading, Notice } from "../../../shared/ui/index.ts";
import { downloadCsv } from "../data/downloadCsv.ts";
import type { InfoPosition } from "../data/model/parseAccount.ts";
import { useAccountDetail } from "../data/useAccountDetail.ts";
import { accountHistoryCsv } from "../model/accountHistoryCsv.ts";
import { formatAmount, formatUsd } from "../model/formatInfo.ts";
import { DataTable, type DataColumn } from "../page/components/DataTable.tsx";
import styles from "../page/components/InfoLayout.module.css";
import { pairName } from "../page/components/PairsTable.tsx";
import { TransactionsTable } from "../page/components/TransactionsTable.tsx";
import { LoadingRows } from "./LoadingRows.tsx";

/** /info/accounts/{address}: LP positions with value, fees earned and impermanent loss, the history and its CSV. */
export function AccountView() {
  const { t } = useTranslation();
  const raw = useParams().address ?? "";
  if (!isAddress(raw, { strict: false })) {
    return <Notice variant="warning">{t("Enter a valid address.")}</Notice>;
  }
  return <AccountDetails address={raw.toLowerCase() as Address} />;
}

function AccountDetails({ address }: { readonly address: Address }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const detail = useAccountDetail(address);
  const data = detail.data;
  const usd = (value: number) => formatUsd(value, locale);
  const columns: DataColumn<InfoPosition>[] = [
    {
      id: "pair",
      header: t("Pair"),
      sortValue: pairName,
      render: (row) => <Link to={`/info/pairs/${row.pairId}`}>{pairName(row)}</Link>,
    },
    {
      id: "units",
      header: t("LP tokens"),
      numeric: true,
      sortValue: (row) => row.balance,
      render: (row) => formatAmount(row.balance, 18, locale),
    },
    {
      id: "value",
      header: t("Value"),
      numeric: true,
      sortValue: (row) => row.valueUsd,
      render: (row) => usd(row.valueUsd),
    },
    {
      id: "fees",
      header: t("Fees earned"),
      numeric: true,
      sortValue: (row) => row.feesEarnedUsd,
      render: (row) => usd(row.feesEarnedUsd),
    },
    {
      id: "il",
      header: t("Impermanent loss"),
      numeric: true,
      sortValue: (row) => row.impermanentLossUsd,
      render: (row) =>
        row.impermanentLossPercent === null
          ? "—"
          : `${usd(row.impermanentLossUsd)} (${formatDecimal(row.impermanentLossPercent, 2, locale)}%)`,
    },
  ];

  return (
    <>
      <Card>
        <div className={styles.header}>
          <Heading as="h1" scale="lg" className={styles.mono}>
            {address}
          </Heading>
          <Button
            size="sm"
            disabled={data === undefined}
            onClick={() =>
              data && downloadCsv(`griddle-${address}.csv`, accountHistoryCsv(data.transactions))
            }
          >
            {t("Download CSV")}
          </Button>
        </div>
      </Card>
      <Card padded={false}>
        <h2 className={styles.sectionTitle}>{t("Liquidity positions")}</h2>
        {data ? (
          <DataTable
            caption={t("Liquidity positions")}
            columns={columns}
            rows={data.positions}
            rowKey={(row) => row.pairId}
            initialSort={{ column: "value", direction: "desc" }}
            emptyText={t("No liquidity positions")}
          />
        ) : (
          <LoadingRows failed={detail.error !== null} />
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
          <LoadingRows failed={detail.error !== null} />
        )}
      </Card>
    </>
  );
}
