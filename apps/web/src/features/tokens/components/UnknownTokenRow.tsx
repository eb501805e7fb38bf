import type { Address } from "viem";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Skeleton, Text } from "../../../shared/ui/index.ts";
import type { ImportedToken } from "../model/importedTokens.ts";
import { useTokenInfo } from "../hooks/useTokenInfo.ts";
import { ImportRow } from "./ImportRow.tsx";
import styles from "./UnknownTokenRow.module.css";

/** A pasted address no list names: read from the chain, with an 'Import' button. */
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
        <Skeleton width={32} height={32} circle />
        <Skeleton width="50%" height={20} />
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
  return <ImportRow token={info.token} isActive={false} onImport={() => onImport(info.token)} />;
}
