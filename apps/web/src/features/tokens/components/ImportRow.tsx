import { Token } from "@griddle/sdk";
import { useAppChain } from "../../../shared/chain/index.ts";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Button, CheckIcon } from "../../../shared/ui/index.ts";
import type { ImportedToken } from "../model/importedTokens.ts";
import { shortenSymbol } from "../model/shortenSymbol.ts";
import { CurrencyLogo } from "./CurrencyLogo.tsx";
import styles from "./ImportRow.module.css";

export interface ImportRowProps {
  token: ImportedToken;
  /** The inactive list that names the token; none for an address read from the chain. */
  listName?: string | undefined;
  /** Already offered by an active list or imported: 'Active' instead of 'Import'. */
  isActive: boolean;
  onImport: () => void;
}

/** A token the app does not offer yet, with an 'Import' button (spec 000 section 2, search view). */
export function ImportRow({ token, listName, isActive, onImport }: ImportRowProps) {
  const { t } = useTranslation();
  const chainId = useAppChain().id;
  const currency = new Token(chainId, token.address, token.decimals, token.symbol, token.name);
  return (
    <div className={styles.row} data-testid="import-row">
      <CurrencyLogo currency={currency} size={32} />
      <span className={styles.names}>
        <span className={styles.symbol} title={token.symbol}>
          {shortenSymbol(token.symbol)}
        </span>
        <span className={styles.name}>
          {token.name}
          {listName && <span className={styles.list}> · {t("via %list%", { list: listName })}</span>}
        </span>
      </span>
      {isActive ? (
        <span className={styles.active}>
          <CheckIcon size={16} />
          {t("Active")}
        </span>
      ) : (
        <Button size="sm" onClick={onImport}>
          {t("Import")}
        </Button>
      )}
    </div>
  );
}
