import type { TokenList } from "@uniswap/token-lists/src/types.ts";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Tabs } from "../../../shared/ui/index.ts";
import type { ImportedToken } from "../model/importedTokens.ts";
import { ManageLists } from "./ManageLists.tsx";
import { ManageTokens } from "./ManageTokens.tsx";

/** The Manage view's tabs. */
export type ManageTab = "lists" | "tokens";

export interface ManageViewProps {
  /** Held by the modal, so that coming back from an import opens the tab it started from. */
  tab: ManageTab;
  onTabChange: (tab: ManageTab) => void;
  onImportList: (url: string, list: TokenList) => void;
  onImportToken: (token: ImportedToken) => void;
}

/** 'Manage' (spec 000 section 2): the Lists and Tokens tabs. */
export function ManageView({ tab, onTabChange, onImportList, onImportToken }: ManageViewProps) {
  const { t } = useTranslation();
  return (
    <Tabs
      label={t("Manage")}
      fullWidth
      activeId={tab}
      onChange={(id) => onTabChange(id === "tokens" ? "tokens" : "lists")}
      tabs={[
        { id: "lists", label: t("Lists"), panel: <ManageLists onImportList={onImportList} /> },
        { id: "tokens", label: t("Tokens"), panel: <ManageTokens onImportToken={onImportToken} /> },
      ]}
    />
  );
}
