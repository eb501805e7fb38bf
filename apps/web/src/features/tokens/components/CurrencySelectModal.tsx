import { useMemo, useState, type KeyboardEvent } from "react";
import { getAddress, isAddress } from "viem";
import { useConnection } from "wagmi";
import type { Currency, Token } from "@griddle/sdk";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Input, Modal, Text } from "../../../shared/ui/index.ts";
import { filterTokens, nativeMatchesQuery, pickOnEnter } from "../model/filterTokens.ts";
import type { ImportedToken } from "../model/importedTokens.ts";
import { useAllTokens } from "../hooks/useAllTokens.ts";
import { useCurrencyBalances } from "../hooks/useCurrencyBalances.ts";
import { useDebouncedValue } from "../hooks/useDebouncedValue.ts";
import { useImportedTokens } from "../hooks/useImportedTokens.ts";
import { useNativeCurrency } from "../hooks/useNativeCurrency.ts";
import { CurrencyRow } from "./CurrencyRow.tsx";
import { ImportTokenModal } from "./ImportTokenModal.tsx";
import { UnknownTokenRow } from "./UnknownTokenRow.tsx";
import styles from "./CurrencySelectModal.module.css";

/** The search box waits this long after the last keystroke (spec 000 section 9). */
const SEARCH_DEBOUNCE_MS = 200;

export interface CurrencySelectModalProps {
  onDismiss: () => void;
  onCurrencySelect: (currency: Currency) => void;
  selectedCurrency?: Currency;
  /** The other side's currency: shown, and picking it swaps the sides. */
  otherSelectedCurrency?: Currency;
}

/**
 * 'Select a Token': BNB and the chain's tokens with their balances, searchable by name, symbol or
 * address; an address the app does not know yet is read from the chain and can be imported.
 */
export function CurrencySelectModal({
  onDismiss,
  onCurrencySelect,
  selectedCurrency,
  otherSelectedCurrency,
}: CurrencySelectModalProps) {
  const { t } = useTranslation();
  const { address: account } = useConnection();
  const native = useNativeCurrency();
  const tokens = useAllTokens();
  const { importToken } = useImportedTokens();
  const [query, setQuery] = useState("");
  const debouncedQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const [tokenToImport, setTokenToImport] = useState<ImportedToken | null>(null);

  const matches = useMemo(() => filterTokens(tokens, debouncedQuery), [tokens, debouncedQuery]);
  const showNative = nativeMatchesQuery(debouncedQuery);
  const listed: Currency[] = useMemo(
    () => (showNative ? [native, ...matches] : matches),
    [showNative, native, matches],
  );
  const balances = useCurrencyBalances(account, listed);
  const unknownAddress =
    matches.length === 0 && isAddress(debouncedQuery.trim()) ? getAddress(debouncedQuery.trim()) : undefined;

  const select = (currency: Currency) => {
    onCurrencySelect(currency);
    onDismiss();
  };

  const handleEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    const picked = pickOnEnter<Token>(query, filterTokens(tokens, query));
    if (picked === "native") select(native);
    else if (picked) select(picked);
  };

  if (tokenToImport) {
    return (
      <ImportTokenModal
        token={tokenToImport}
        onBack={() => setTokenToImport(null)}
        onDismiss={onDismiss}
        onImport={(token) => {
          importToken(tokenToImport);
          select(token);
        }}
      />
    );
  }

  return (
    <Modal title={t("Select a Token")} onDismiss={onDismiss} minWidth="320px" maxWidth="420px">
      <div className={styles.content}>
        <Input
          autoFocus
          aria-label={t("Search name or paste address")}
          placeholder={t("Search name or paste address")}
          value={query}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={handleEnter}
        />
        <ul className={styles.list} aria-label={t("Tokens")}>
          {listed.map((currency, index) => (
            <li key={currency.isNative ? "BNB" : currency.address}>
              <CurrencyRow
                currency={currency}
                balance={balances[index]}
                showBalance={account !== undefined}
                isSelected={selectedCurrency?.equals(currency) ?? false}
                isOtherSelected={otherSelectedCurrency?.equals(currency) ?? false}
                onSelect={() => select(currency)}
              />
            </li>
          ))}
          {unknownAddress && (
            <li>
              <UnknownTokenRow address={unknownAddress} onImport={setTokenToImport} />
            </li>
          )}
        </ul>
        {listed.length === 0 && !unknownAddress && (
          <Text color="secondary" className={styles.empty}>
            {t("No results found.")}
          </Text>
        )}
      </div>
    </Modal>
  );
}
