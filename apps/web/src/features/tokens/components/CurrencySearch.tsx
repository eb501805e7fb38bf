import { useMemo, useRef, useState, type KeyboardEvent } from "react";
import { getAddress, isAddress, type Address } from "viem";
import { useConnection } from "wagmi";
import type { Currency, CurrencyAmount, Token } from "@griddle/sdk";
import { useAppChainConfig } from "../../../shared/chain/index.ts";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Button, Input, Text } from "../../../shared/ui/index.ts";
import { useListedTokens } from "../lists/hooks/useListedTokens.ts";
import type { ListedToken } from "../lists/model/collectListTokens.ts";
import { commonBaseAddresses } from "../model/commonBases.ts";
import { filterTokens, nativeMatchesQuery, pickOnEnter } from "../model/filterTokens.ts";
import type { ImportedToken } from "../model/importedTokens.ts";
import { sortTokensByBalance } from "../model/sortTokensByBalance.ts";
import { useAllTokens } from "../hooks/useAllTokens.ts";
import { useCurrencyBalances } from "../hooks/useCurrencyBalances.ts";
import { useDebouncedValue } from "../hooks/useDebouncedValue.ts";
import { useNativeCurrency } from "../hooks/useNativeCurrency.ts";
import { useSearchShortcut } from "../hooks/useSearchShortcut.ts";
import { CommonBases } from "./CommonBases.tsx";
import { CurrencyList, type CurrencyListHandle } from "./CurrencyList.tsx";
import { CurrencyRow } from "./CurrencyRow.tsx";
import { ImportRow } from "./ImportRow.tsx";
import { InactiveListsSeparator } from "./InactiveListsSeparator.tsx";
import { UnknownTokenRow } from "./UnknownTokenRow.tsx";
import styles from "./CurrencySearch.module.css";

/** The search box waits this long after the last keystroke (spec 000 section 9). */
const SEARCH_DEBOUNCE_MS = 200;
/** Inactive lists can hold thousands of tokens: a handful of matches is enough to import from. */
const MAX_INACTIVE_RESULTS = 10;

type Row =
  | { readonly kind: "currency"; readonly currency: Currency }
  | { readonly kind: "separator" }
  | { readonly kind: "inactive"; readonly token: ListedToken }
  | { readonly kind: "unknown"; readonly address: Address };

function rowKey(row: Row): string {
  switch (row.kind) {
    case "currency":
      return row.currency.isNative ? "native" : row.currency.address;
    case "separator":
      return "separator";
    case "inactive":
      return `inactive:${row.token.address}`;
    case "unknown":
      return `unknown:${row.address}`;
  }
}

export interface CurrencySearchProps {
  selectedCurrency: Currency | undefined;
  otherSelectedCurrency: Currency | undefined;
  showCommonBases: boolean;
  onCurrencySelect: (currency: Currency) => void;
  /** An inactive list's token or a pasted address: to the import dialog. */
  onImportToken: (token: ImportedToken, listName?: string) => void;
  onManage: () => void;
}

/** The 'Select a Token' view: search, common bases, the token list and the way to 'Manage Tokens'. */
export function CurrencySearch({
  selectedCurrency,
  otherSelectedCurrency,
  showCommonBases,
  onCurrencySelect,
  onImportToken,
  onManage,
}: CurrencySearchProps) {
  const { t } = useTranslation();
  const { address: account } = useConnection();
  const { chain, tokens: deployedTokens } = useAppChainConfig();
  const native = useNativeCurrency();
  const tokens = useAllTokens();
  const { inactive } = useListedTokens();
  const [query, setQuery] = useState("");
  const debouncedQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<CurrencyListHandle>(null);
  useSearchShortcut(searchRef);

  const everyCurrency: readonly Currency[] = useMemo(() => [native, ...tokens], [native, tokens]);
  const balances = useCurrencyBalances(account, everyCurrency);
  const balanceByCurrency = useMemo(() => {
    const byCurrency = new Map<Currency, CurrencyAmount<Currency>>();
    everyCurrency.forEach((currency, index) => {
      const balance = balances[index];
      if (balance) byCurrency.set(currency, balance);
    });
    return byCurrency;
  }, [balances, everyCurrency]);

  const sortedTokens = useMemo(
    () =>
      sortTokensByBalance(tokens, (token) => {
        const balance = balanceByCurrency.get(token);
        return balance ? Number(balance.toExact()) : undefined;
      }),
    [balanceByCurrency, tokens],
  );
  const matches = useMemo(() => filterTokens(sortedTokens, debouncedQuery), [sortedTokens, debouncedQuery]);
  const inactiveMatches = useMemo(
    () =>
      debouncedQuery.trim() === ""
        ? []
        : filterTokens(inactive, debouncedQuery).slice(0, MAX_INACTIVE_RESULTS),
    [debouncedQuery, inactive],
  );

  const trimmed = debouncedQuery.trim();
  const unknownAddress =
    matches.length === 0 && inactiveMatches.length === 0 && isAddress(trimmed)
      ? getAddress(trimmed)
      : undefined;
  const rows = useMemo((): Row[] => {
    const listed: Row[] = [...(nativeMatchesQuery(debouncedQuery) ? [native] : []), ...matches].map(
      (currency) => ({ kind: "currency", currency }),
    );
    const expanded: Row[] =
      inactiveMatches.length > 0
        ? [{ kind: "separator" }, ...inactiveMatches.map((token): Row => ({ kind: "inactive", token }))]
        : [];
    const unknown: Row[] = unknownAddress ? [{ kind: "unknown", address: unknownAddress }] : [];
    return [...listed, ...expanded, ...unknown];
  }, [debouncedQuery, inactiveMatches, matches, native, unknownAddress]);

  const bases = useMemo(() => {
    const addresses = commonBaseAddresses(chain.id, deployedTokens);
    const baseTokens = addresses.flatMap((address) => tokens.filter((token) => token.address === address));
    return [native, ...baseTokens];
  }, [chain.id, deployedTokens, native, tokens]);

  const handleSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // ArrowDown goes on into the list; the other keys stay with the text caret.
    if (event.key === "ArrowDown" && listRef.current?.moveFocus("ArrowDown")) {
      event.preventDefault();
      return;
    }
    if (event.key !== "Enter") return;
    const picked = pickOnEnter<Token>(query, filterTokens(sortedTokens, query));
    if (!picked) return;
    // Closing moves focus back to the button that opened the modal; without this the same Enter
    // press would click it and open the modal again.
    event.preventDefault();
    onCurrencySelect(picked === "native" ? native : picked);
  };

  const isRowFocusable = (index: number) => {
    const row = rows[index];
    if (row?.kind === "currency") return !(selectedCurrency?.equals(row.currency) ?? false);
    return row?.kind === "inactive" || row?.kind === "unknown";
  };

  const renderRow = (index: number) => {
    const row = rows[index];
    switch (row?.kind) {
      case "currency":
        return (
          <CurrencyRow
            currency={row.currency}
            balance={balanceByCurrency.get(row.currency)}
            showBalance={account !== undefined}
            isSelected={selectedCurrency?.equals(row.currency) ?? false}
            isOtherSelected={otherSelectedCurrency?.equals(row.currency) ?? false}
            onSelect={() => onCurrencySelect(row.currency)}
          />
        );
      case "separator":
        return <InactiveListsSeparator />;
      case "inactive":
        return (
          <ImportRow
            token={row.token}
            listName={row.token.listName}
            isActive={false}
            onImport={() => onImportToken(row.token, row.token.listName)}
          />
        );
      case "unknown":
        return <UnknownTokenRow address={row.address} onImport={(token) => onImportToken(token)} />;
      case undefined:
        return null;
    }
  };

  return (
    <div className={styles.search}>
      <div className={styles.top}>
        <Input
          ref={searchRef}
          autoFocus
          aria-label={t("Search name or paste address")}
          placeholder={t("Search name or paste address")}
          value={query}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={handleSearchKeyDown}
        />
        {showCommonBases && (
          <CommonBases bases={bases} selectedCurrency={selectedCurrency} onSelect={onCurrencySelect} />
        )}
      </div>
      <div className={styles.results}>
        {rows.length > 0 ? (
          <CurrencyList
            ref={listRef}
            label={t("Tokens")}
            rowCount={rows.length}
            rowKey={(index) => {
              const row = rows[index];
              return row ? rowKey(row) : String(index);
            }}
            renderRow={renderRow}
            isRowFocusable={isRowFocusable}
          />
        ) : (
          <Text color="secondary" className={styles.empty}>
            {t("No results found.")}
          </Text>
        )}
      </div>
      <div className={styles.footer}>
        <Button variant="text" onClick={onManage}>
          {t("Manage Tokens")}
        </Button>
      </div>
    </div>
  );
}
