import { BrowserRouter, useRoutes, type RouteObject } from "react-router";
import {
  ChainProvider,
  PreviewTokenDetailsContext,
  TransactionReviewProvider,
} from "../shared/chain/index.ts";
import { dropPendingTransactions } from "../features/transactions/index.ts";
import { LanguageProvider } from "../shared/i18n/index.ts";
import { ToastProvider } from "../shared/toast/index.ts";
import { ThemeProvider } from "../shared/theme/index.ts";
import { BackgroundUpdaters } from "./BackgroundUpdaters.tsx";
import { AppLayout } from "./layout/AppLayout.tsx";
import { RouteErrorBoundary } from "./routing/RouteErrorBoundary.tsx";
import { pageRoutes } from "./routes.tsx";
import { LazyPreviewTokenDetails } from "./preview/LazyPreviewTokenDetails.ts";
import { WriteEnvironmentProvider } from "./WriteEnvironmentProvider.tsx";

// The layout wraps the route table here rather than in routes.tsx: its menu preloads pages from the
// table, and imports then run one way.
const routes: RouteObject[] = [{ element: <AppLayout />, children: pageRoutes }];

function AppRoutes() {
  const page = useRoutes(routes);
  // Outside the layout too: a layout that fails to render still shows the error page (pages have
  // their own boundary inside the layout, reset on navigation).
  return <RouteErrorBoundary>{page}</RouteErrorBoundary>;
}

export function App() {
  return (
    <ThemeProvider>
      <LanguageProvider>
        <ChainProvider onChainRestart={dropPendingTransactions}>
          {/* Inside the chain: toasts render transaction links to the chain's explorer. */}
          <ToastProvider>
            <BackgroundUpdaters />
            <WriteEnvironmentProvider>
              {/* Every one-click write opens its review here before it is sent (issue 25). */}
              <PreviewTokenDetailsContext value={LazyPreviewTokenDetails}>
                <TransactionReviewProvider>
                  <BrowserRouter>
                    <AppRoutes />
                  </BrowserRouter>
                </TransactionReviewProvider>
              </PreviewTokenDetailsContext>
            </WriteEnvironmentProvider>
          </ToastProvider>
        </ChainProvider>
      </LanguageProvider>
    </ThemeProvider>
  );
}
