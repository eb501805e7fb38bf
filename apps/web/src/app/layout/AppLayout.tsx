import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { WalletGate } from "../../features/wallet/index.ts";
import { ChainStatusBanner } from "../../shared/chain/index.ts";
import { useTranslation } from "../../shared/i18n/index.ts";
import { PageLoader } from "../../shared/ui/index.ts";
import { DocumentTitle } from "../pageTitle/DocumentTitle.tsx";
import { RouteErrorBoundary } from "../routing/RouteErrorBoundary.tsx";
import { useScrollRestoration } from "../routing/useScrollRestoration.ts";
import styles from "./AppLayout.module.css";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";

const MAIN_ID = "content";

export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useScrollRestoration();

  // WalletGate wraps the whole page: a blocked account must see nothing but 'Blocked address'
  // (spec 000 section 5), and the wrong-network banner belongs above everything else.
  return (
    <WalletGate>
      <DocumentTitle />
      <div className={styles.shell}>
        <a className={styles.skipLink} href={`#${MAIN_ID}`}>
          {t("Skip to content")}
        </a>
        <Header />
        <ChainStatusBanner />
        <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
          {/* Inside the layout, so a failing page keeps the header and menu. */}
          <RouteErrorBoundary key={pathname}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
        <Footer />
      </div>
    </WalletGate>
  );
}
