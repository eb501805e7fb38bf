import { useId, useState, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "../../shared/i18n/index.ts";
import { classNames, CloseIcon, IconButton, MenuIcon } from "../../shared/ui/index.ts";
import { isMenuEntryActive } from "./isMenuEntryActive.ts";
import styles from "./MainMenu.module.css";
import { menuConfig } from "./menuConfig.ts";
import { MenuGroup } from "./MenuGroup.tsx";
import { MenuItemLink } from "./MenuItemLink.tsx";

/** The main navigation: a bar on wide screens, a panel behind the menu button on narrow ones. */
export function MainMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [isPanelOpen, setIsPanelOpen] = useState(false);
  const listId = useId();
  const closePanel = () => setIsPanelOpen(false);
  const closePanelOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape") closePanel();
  };

  return (
    <nav className={styles.nav} aria-label={t("Main")} onKeyDown={closePanelOnEscape}>
      <IconButton
        className={styles.menuButton}
        aria-label={t("Menu")}
        aria-expanded={isPanelOpen}
        aria-controls={listId}
        onClick={() => setIsPanelOpen((open) => !open)}
      >
        {isPanelOpen ? <CloseIcon /> : <MenuIcon />}
      </IconButton>
      <ul id={listId} role="list" className={classNames(styles.list, isPanelOpen && styles.open)}>
        {menuConfig.map((entry) => (
          <li key={entry.label}>
            {entry.kind === "group" ? (
              <MenuGroup
                label={entry.label}
                items={entry.items}
                pathname={pathname}
                onNavigate={closePanel}
              />
            ) : (
              <MenuItemLink
                link={entry}
                isActive={isMenuEntryActive(entry, pathname)}
                onNavigate={closePanel}
              />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
