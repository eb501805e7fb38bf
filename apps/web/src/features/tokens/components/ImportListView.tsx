import { useState } from "react";
import type { TokenList } from "@uniswap/token-lists/src/types.ts";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Button, Checkbox, ExternalLink, Notice, Text } from "../../../shared/ui/index.ts";
import { useListActions } from "../lists/hooks/useListActions.ts";
import { ListLogo } from "./ListLogo.tsx";
import styles from "./ImportListView.module.css";

export interface ImportListViewProps {
  listUrl: string;
  list: TokenList;
  onImported: () => void;
}

/** 'Import List' (spec 000 section 2): the list, a warning, and Import once 'I understand' is ticked. */
export function ImportListView({ listUrl, list, onImported }: ImportListViewProps) {
  const { t } = useTranslation();
  const { importList } = useListActions();
  const [understood, setUnderstood] = useState(false);
  const [importing, setImporting] = useState(false);
  const [failed, setFailed] = useState(false);

  const handleImport = () => {
    setImporting(true);
    setFailed(false);
    importList(listUrl).then(
      () => onImported(),
      (error: unknown) => {
        console.error(`Importing the list ${listUrl} failed`, error);
        setFailed(true);
        setImporting(false);
      },
    );
  };

  return (
    <div className={styles.content}>
      <div className={styles.list}>
        <ListLogo name={list.name} logoUri={list.logoURI} size={40} />
        <div className={styles.details}>
          <Text bold className={styles.name}>
            {list.name}
          </Text>
          <Text size="sm" color="secondary">
            {t("%count% tokens", { count: list.tokens.length })}
          </Text>
          <ExternalLink
            href={
              listUrl.startsWith("/")
                ? listUrl
                : `https://tokenlists.org/token-list?url=${encodeURIComponent(listUrl)}`
            }
            className={styles.url}
            title={listUrl}
          >
            {listUrl}
          </ExternalLink>
        </div>
      </div>
      <Notice variant="danger" title={t("Import at your own risk")}>
        <Text size="sm">
          {t(
            "By adding this list you are implicitly trusting that the data is correct. Anyone can create a list, including creating fake versions of existing lists and lists that claim to represent projects that do not have one.",
          )}
        </Text>
        <Text size="sm" bold>
          {t("If you purchase a token from this list, you may not be able to sell it back.")}
        </Text>
      </Notice>
      <div className={styles.actions}>
        <Checkbox checked={understood} onChange={setUnderstood} label={t("I understand")} />
        <Button disabled={!understood || importing} isLoading={importing} onClick={handleImport}>
          {t("Import")}
        </Button>
      </div>
      {failed && (
        <Text size="sm" color="danger" className={styles.error} role="alert">
          {t("Error importing list")}
        </Text>
      )}
    </div>
  );
}
