import type { Address } from "viem";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Button, Skeleton, Text } from "../../../shared/ui/index.ts";
import type { ImportedToken } from "../model/importedTokens.ts";
import { shortenSymbol } from "../model/shortenSymbol.ts";
import { useTokenInfo } from "../hooks/useTokenInfo.ts";
import styles from "./UnknownTokenRow.module.css";

/** A pasted address the app does not list: read from the chain, with an 'Import' button. */
export function UnknownTokenRow({
  address,
  onImport,
}: {
  address: Address;
  onImport: (token: ImportedToken) => void;
}) {
  const { t } = useTranslation();
  const info = useTokenInfo(address);
  if (info.status === "loading") {
    return (
      <div className={styles.row}>
        <Skeleton width="60%" height={20} />
      </div>
    );
  }
  if (info.status === "notToken") {
    return (
      <Text color="secondary" className={styles.row}>
        {t("No results found.")}
      </Text>
    );
  }
  return (
    <div className={styles.row}>
      <span className={styles.names}>
        <span className={styles.symbol}>{shortenSymbol(info.token.symbol)}</span>
        <span className={styles.name}>{info.token.name}</span>
      </span>
      <Button size="sm" onClick={() => onImport(info.token)}>
        {t("Import")}
      </Button>
    </div>
  );
}
