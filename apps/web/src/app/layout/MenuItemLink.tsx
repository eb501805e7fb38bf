import { Link } from "react-router";
import { useTranslation } from "../../shared/i18n/index.ts";
import { classNames, ExternalLinkIcon, VisuallyHidden } from "../../shared/ui/index.ts";
import { pageRoutes } from "../routes.tsx";
import { preloadRoutePage } from "../routing/preloadRoutePage.ts";
import styles from "./MainMenu.module.css";
import type { MenuLink } from "./menuConfig.ts";

export interface MenuItemLinkProps {
  link: MenuLink;
  isActive: boolean;
  onNavigate: () => void;
}

/** Pointing at or focusing a menu link starts loading its page, so the click finds it ready. */
function preloadLinkedPage(to: string): void {
  void preloadRoutePage(pageRoutes, to.split(/[?#]/)[0] ?? to);
}

export function MenuItemLink({ link, isActive, onNavigate }: MenuItemLinkProps) {
  const { t } = useTranslation();
  if (link.kind === "external") {
    return (
      <a
        className={styles.link}
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onNavigate}
      >
        {t(link.label)}
        <ExternalLinkIcon size={14} />
        <VisuallyHidden>{t("(opens in a new tab)")}</VisuallyHidden>
      </a>
    );
  }
  return (
    <Link
      className={classNames(styles.link, isActive && styles.active)}
      to={link.to}
      aria-current={isActive ? "page" : undefined}
      onClick={onNavigate}
      onPointerEnter={() => preloadLinkedPage(link.to)}
      onFocus={() => preloadLinkedPage(link.to)}
    >
      {t(link.label)}
    </Link>
  );
}
