import { useState } from "react";
import type { TokenList } from "@uniswap/token-lists/src/types.ts";
import type { Currency } from "@griddle/sdk";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Modal } from "../../../shared/ui/index.ts";
import type { ImportedToken } from "../model/importedTokens.ts";
import { useImportedTokens } from "../hooks/useImportedTokens.ts";
import { useSelectSound } from "../hooks/useSelectSound.ts";
import { CurrencySearch } from "./CurrencySearch.tsx";
import { ImportListView } from "./ImportListView.tsx";
import { ImportTokenModal } from "./ImportTokenModal.tsx";
import { ManageView, type ManageTab } from "./ManageView.tsx";

export interface CurrencySelectModalProps {
  onDismiss: () => void;
  onCurrencySelect: (currency: Currency) => void;
  selectedCurrency?: Currency;
  /** The other side's currency: shown, and picking it swaps the sides. */
  otherSelectedCurrency?: Currency;
  /** The row of one-click common bases under the search box; on unless turned off. */
  showCommonBases?: boolean;
}

type View =
  | { readonly kind: "search" }
  | { readonly kind: "manage"; readonly tab: ManageTab }
  | {
      readonly kind: "importToken";
      readonly token: ImportedToken;
      readonly listName: string | undefined;
      readonly from: "search" | "manage";
    }
  | { readonly kind: "importList"; readonly url: string; readonly list: TokenList };

/**
 * The token selection modal (spec 000 section 2): 'Select a Token', 'Manage', 'Import Tokens' and
 * 'Import List' views. Back arrows: manage and import list return to search (import list via manage,
 * where it started), import token to the view it came from.
 */
export function CurrencySelectModal({
  onDismiss,
  onCurrencySelect,
  selectedCurrency,
  otherSelectedCurrency,
  showCommonBases = true,
}: CurrencySelectModalProps) {
  const { t } = useTranslation();
  const { importToken } = useImportedTokens();
  const playSelectSound = useSelectSound();
  const [view, setView] = useState<View>({ kind: "search" });

  const select = (currency: Currency) => {
    playSelectSound();
    onCurrencySelect(currency);
    onDismiss();
  };

  switch (view.kind) {
    case "importToken":
      return (
        <ImportTokenModal
          token={view.token}
          sourceListName={view.listName}
          onBack={() =>
            setView(view.from === "search" ? { kind: "search" } : { kind: "manage", tab: "tokens" })
          }
          onDismiss={onDismiss}
          onImport={(token) => {
            importToken(view.token);
            if (view.from === "search") select(token);
            else setView({ kind: "manage", tab: "tokens" });
          }}
        />
      );
    case "importList":
      return (
        <Modal title={t("Import List")} onDismiss={onDismiss} onBack={() => setView({ kind: "search" })}>
          <ImportListView
            listUrl={view.url}
            list={view.list}
            onImported={() => setView({ kind: "manage", tab: "lists" })}
          />
        </Modal>
      );
    case "manage":
      return (
        <Modal title={t("Manage")} onDismiss={onDismiss} onBack={() => setView({ kind: "search" })}>
          <ManageView
            tab={view.tab}
            onTabChange={(tab) => setView({ kind: "manage", tab })}
            onImportList={(url, list) => setView({ kind: "importList", url, list })}
            onImportToken={(token) =>
              setView({ kind: "importToken", token, listName: undefined, from: "manage" })
            }
          />
        </Modal>
      );
    case "search":
      return (
        <Modal title={t("Select a Token")} onDismiss={onDismiss} minWidth="320px" maxWidth="420px">
          <CurrencySearch
            selectedCurrency={selectedCurrency}
            otherSelectedCurrency={otherSelectedCurrency}
            showCommonBases={showCommonBases}
            onCurrencySelect={select}
            onImportToken={(token, listName) =>
              setView({ kind: "importToken", token, listName, from: "search" })
            }
            onManage={() => setView({ kind: "manage", tab: "lists" })}
          />
        </Modal>
      );
  }
}
