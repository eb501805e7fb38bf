import { useId, useState } from "react";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Button, CogIcon, ExternalLink, IconButton, Text, Toggle } from "../../../shared/ui/index.ts";
import type { ListState } from "../lists/model/listsReducer.ts";
import { ListLogo } from "./ListLogo.tsx";
import styles from "./ListRow.module.css";

export interface ListRowProps {
  url: string;
  list: ListState;
  isActive: boolean;
  /** The last list cannot be removed. */
  canRemove: boolean;
  /** Where 'See' opens the list; none for a list the app builds itself. */
  seeUrl: string | undefined;
  onToggle: (active: boolean) => void;
  onRemove: () => void;
  onAcceptUpdate: () => void;
}

/** One list of the Manage view: logo, name, token count, on/off switch and an info popup. */
export function ListRow({
  url,
  list,
  isActive,
  canRemove,
  seeUrl,
  onToggle,
  onRemove,
  onAcceptUpdate,
}: ListRowProps) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const current = list.current;
  const name = current?.name ?? url;
  return (
    <div className={styles.row} data-active={isActive || undefined} data-testid="list-row">
      <ListLogo name={name} logoUri={current?.logoURI} />
      <div className={styles.details}>
        <span className={styles.name} title={name}>
          {name}
        </span>
        <span className={styles.meta}>
          {current ? (
            t("%count% tokens", { count: current.tokens.length })
          ) : list.error ? (
            <Text as="span" size="xs" color="danger">
              {t(list.error.key, list.error.data)}
            </Text>
          ) : (
            t("Loading…")
          )}
          <IconButton
            size="sm"
            aria-label={t("List settings: %name%", { name })}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            className={styles.cog}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <CogIcon size={14} />
          </IconButton>
        </span>
        {menuOpen && (
          <div
            id={menuId}
            className={styles.menu}
            role="group"
            aria-label={t("List settings: %name%", { name })}
          >
            {current && (
              <Text as="span" size="sm" bold>
                v{current.version.major}.{current.version.minor}.{current.version.patch}
              </Text>
            )}
            {seeUrl && (
              <ExternalLink href={seeUrl} showIcon className={styles.see}>
                {t("See")}
              </ExternalLink>
            )}
            <Button
              size="sm"
              variant="text"
              disabled={!canRemove}
              onClick={() => {
                if (window.confirm(t("Please confirm you would like to remove this list"))) onRemove();
              }}
            >
              {t("Remove")}
            </Button>
            {list.pendingUpdate && (
              <Button size="sm" variant="secondary" onClick={onAcceptUpdate}>
                {t("Update list")}
              </Button>
            )}
          </div>
        )}
      </div>
      {list.pendingUpdate && !menuOpen && (
        <span className={styles.updateDot} title={t("Update list")} aria-hidden="true" />
      )}
      <Toggle checked={isActive} onChange={onToggle} aria-label={t("Enable %name%", { name })} />
    </div>
  );
}
