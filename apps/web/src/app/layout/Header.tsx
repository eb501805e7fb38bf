import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { WalletButton } from "../../features/wallet/index.ts";
import { useTranslation } from "../../shared/i18n/index.ts";
import { APP_NAME } from "../../shared/brand/appName.ts";
import { GriddleLogo } from "../../shared/brand/GriddleLogo.tsx";
import styles from "./Header.module.css";
import { LanguageMenu } from "./LanguageMenu.tsx";
import { MainMenu } from "./MainMenu.tsx";
import { ThemeToggle } from "./ThemeToggle.tsx";

// The profile button reads the profile contract and the API: loaded after the page, not before it.
const UserProfileButton = lazy(() =>
  import("../../features/profile/index.ts").then((module) => ({ default: module.UserProfileButton })),
);

export function Header() {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logo} aria-label={t("%name% home", { name: APP_NAME })}>
          <GriddleLogo size={36} />
          <span className={styles.logoText}>{APP_NAME}</span>
        </Link>
        <div className={styles.menu}>
          <MainMenu />
        </div>
        <div className={styles.actions}>
          <LanguageMenu />
          <ThemeToggle />
          <WalletButton />
          <Suspense fallback={null}>
            <UserProfileButton />
          </Suspense>
        </div>
      </div>
    </header>
  );
}
