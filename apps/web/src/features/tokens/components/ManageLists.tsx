import { useMemo, useState } from "react";
import type { TokenList } from "@uniswap/token-lists/src/types.ts";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Button, CheckIcon, Input, Skeleton, Text } from "../../../shared/ui/index.ts";
import { useAppChain } from "../../../shared/chain/index.ts";
import { useListActions } from "../lists/hooks/useListActions.ts";
import { useListPreview } from "../lists/hooks/useListPreview.ts";
import { useListsState } from "../lists/hooks/useListsState.ts";
import { defaultListsFor, LOCAL_DEFAULT_LIST_URL } from "../lists/model/defaultLists.ts";
import { isValidListLocation } from "../lists/model/listLocation.ts";
import { sortListUrls } from "../lists/model/sortListUrls.ts";
import { ListLogo } from "./ListLogo.tsx";
import { ListRow } from "./ListRow.tsx";
import styles from "./ManageLists.module.css";

/** Where 'See' shows a list: the list itself for the app's own files, else the public list viewer. */
function seeUrlFor(url: string): string | undefined {
  if (url === LOCAL_DEFAULT_LIST_URL) return undefined;
  if (url.startsWith("/")) return url;
  return `https://tokenlists.org/token-list?url=${encodeURIComponent(url)}`;
}

export interface ManageListsProps {
  onImportList: (url: string, list: TokenList) => void;
}

/** The Lists tab: add a list by its location, and turn lists on and off, update or remove them. */
export function ManageLists({ onImportList }: ManageListsProps) {
  const { t } = useTranslation();
  const chainId = useAppChain().id;
  const state = useListsState();
  const actions = useListActions();
  const [location, setLocation] = useState("");
  const trimmed = location.trim();
  const valid = trimmed !== "" && isValidListLocation(trimmed);
  const preview = useListPreview(valid ? trimmed : undefined);

  const urls = useMemo(() => {
    const { unsupportedListUrls } = defaultListsFor(chainId);
    return sortListUrls(
      state,
      Object.keys(state.byUrl).filter((url) => !unsupportedListUrls.includes(url)),
    );
  }, [chainId, state]);

  return (
    <div className={styles.manage}>
      <div className={styles.add}>
        <Input
          aria-label={t("List location")}
          // The spec's text names its middle option as a placeholder: the ipfs:// scheme.
          placeholder={t("https:// or {address} or ENS name").replace("{address}", "ipfs://")}
          value={location}
          invalid={trimmed !== "" && !valid}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setLocation(event.target.value)}
        />
        {trimmed !== "" && !valid && (
          <Text size="sm" color="danger">
            {t("Enter valid list location")}
          </Text>
        )}
        {preview.status === "loading" && <Skeleton height={56} />}
        {preview.status === "failed" && (
          <Text size="sm" color="danger" className={styles.previewError}>
            {t(preview.error.key, preview.error.data)}
          </Text>
        )}
        {preview.status === "loaded" && (
          <div className={styles.preview} data-testid="list-preview">
            <ListLogo name={preview.list.name} logoUri={preview.list.logoURI} />
            <div className={styles.previewDetails}>
              <span className={styles.previewName}>{preview.list.name}</span>
              <Text as="span" size="xs" color="secondary">
                {t("%count% tokens", { count: preview.list.tokens.length })}
              </Text>
            </div>
            {trimmed in state.byUrl ? (
              <span className={styles.loaded}>
                <CheckIcon size={16} />
                {t("Loaded")}
              </span>
            ) : (
              <Button size="sm" onClick={() => onImportList(trimmed, preview.list)}>
                {t("Import")}
              </Button>
            )}
          </div>
        )}
      </div>
      <div className={styles.lists}>
        {urls.map((url) => {
          const list = state.byUrl[url];
          if (!list) return null;
          return (
            <ListRow
              key={url}
              url={url}
              list={list}
              isActive={state.activeListUrls.includes(url)}
              canRemove={urls.length > 1}
              seeUrl={seeUrlFor(url)}
              onToggle={(active) => (active ? actions.enableList(url) : actions.disableList(url))}
              onRemove={() => actions.removeList(url)}
              onAcceptUpdate={() => actions.acceptListUpdate(url)}
            />
          );
        })}
      </div>
    </div>
  );
}
