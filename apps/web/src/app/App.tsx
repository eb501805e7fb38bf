import { createBrowserRouter, RouterProvider } from "react-router";
import { TokenListsUpdater } from "../features/tokens/index.ts";
import { TransactionsUpdater } from "../features/transactions/index.ts";
import { ChainProvider } from "../shared/chain/index.ts";
import { LanguageProvider } from "../shared/i18n/index.ts";
import { ToastProvider } from "../shared/toast/index.ts";
import { ThemeProvider } from "../shared/theme/index.ts";
import { routes } from "./routes.tsx";

const router = createBrowserRouter(routes);

export function App() {
  return (
    <ThemeProvider>
      <LanguageProvider>
        <ChainProvider>
          {/* Inside the chain: toasts render transaction links to the chain's explorer. */}
          <ToastProvider>
            <TransactionsUpdater />
            <TokenListsUpdater />
            <RouterProvider router={router} />
          </ToastProvider>
        </ChainProvider>
      </LanguageProvider>
    </ThemeProvider>
  );
}
