import { BrowserRouter, useRoutes } from "react-router";
import { ChainProvider } from "../shared/chain/index.ts";
import { LanguageProvider } from "../shared/i18n/index.ts";
import { ToastProvider } from "../shared/toast/index.ts";
import { ThemeProvider } from "../shared/theme/index.ts";
import { BackgroundUpdaters } from "./BackgroundUpdaters.tsx";
import { RouteErrorBoundary } from "./routing/RouteErrorBoundary.tsx";
import { routes } from "./routes.tsx";

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
        <ChainProvider>
          {/* Inside the chain: toasts render transaction links to the chain's explorer. */}
          <ToastProvider>
            <BackgroundUpdaters />
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </ToastProvider>
        </ChainProvider>
      </LanguageProvider>
    </ThemeProvider>
  );
}
