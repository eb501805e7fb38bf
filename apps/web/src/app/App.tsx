import { createBrowserRouter, RouterProvider } from "react-router";
import { ChainProvider } from "../shared/chain/index.ts";
import { LanguageProvider } from "../shared/i18n/index.ts";
import { ThemeProvider } from "../shared/theme/index.ts";
import { routes } from "./routes.tsx";

const router = createBrowserRouter(routes);

export function App() {
  return (
    <ThemeProvider>
      <LanguageProvider>
        <ChainProvider>
          <RouterProvider router={router} />
        </ChainProvider>
      </LanguageProvider>
    </ThemeProvider>
  );
}
