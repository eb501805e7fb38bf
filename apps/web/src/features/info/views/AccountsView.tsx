import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { isAddress } from "viem";
import { useLocale, useTranslation } from "../../../shared/i18n/index.ts";
import { Button, Card, Input } from "../../../shared/ui/index.ts";
import { formatUsd, formatUtcTime } from "../model/formatInfo.ts";
import { summarizeAccounts, type AccountActivity } from "../model/summarizeAccounts.ts";
import { DataTable, type DataColumn } from "../page/components/DataTable.tsx";
import styles from "../page/components/InfoLayout.module.css";
import type { InfoViewProps } from "./InfoViewProps.ts";
import { LoadingRows } from "./LoadingRows.tsx";

/** /info/accounts: look an address up, or pick one of the accounts behind the latest transactions. */
export function AccountsView({ snapshot }: Pick<InfoViewProps, "snapshot">) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [address, setAddress] = useState("");
  const [invalid, setInvalid] = useState(false);
  const data = snapshot.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = address.trim();
    if (!isAddress(trimmed, { strict: false })) {
      setInvalid(true);
      return;
    }
    void navigate(`/info/accounts/${trimmed.toLowerCase()}`);
  };
  const columns: DataColumn<AccountActivity>[] = [
    {
      id: "account",
      header: t("Account"),
      sortValue: (row) => row.account,
      render: (row) => (
        <Link className={styles.mono} to={`/info/accounts/${row.account}`}>
          {row.account}
        </Link>
      ),
    },
    {
      id: "count",
      header: t("Transactions"),
      numeric: true,
      sortValue: (row) => row.transactions,
      render: (row) => row.transactions,
    },
    {
      id: "value",
      header: t("Total Value"),
      numeric: true,
      sortValue: (row) => row.valueUsd,
      render: (row) => formatUsd(row.valueUsd, locale),
    },
    {
      id: "last",
      header: t("Last transaction (UTC)"),
      sortValue: (row) => row.lastAt,
      render: (row) => formatUtcTime(row.lastAt),
    },
  ];

  return (
    <>
      <Card>
        <form className={styles.search} onSubmit={submit}>
          <Input
            aria-label={t("Account address")}
            placeholder={t("Address (0x…)")}
            value={address}
            onChange={(event) => {
              setAddress(event.target.value);
              setInvalid(false);
            }}
          />
          <Button type="submit">{t("Look up")}</Button>
        </form>
        {invalid && <p role="alert">{t("Enter a valid address.")}</p>}
      </Card>
      <Card padded={false}>
        <h2 className={styles.sectionTitle}>{t("Active accounts")}</h2>
        {data ? (
          <DataTable
            caption={t("Active accounts")}
            columns={columns}
            rows={summarizeAccounts(data.transactions)}
            rowKey={(row) => row.account}
            initialSort={{ column: "value", direction: "desc" }}
            emptyText={t("No transactions yet")}
          />
        ) : (
          <LoadingRows failed={snapshot.error !== null} />
        )}
      </Card>
    </>
  );
}
