import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
// Before any component's styles, so the reset and tokens come first in the bundle.
import "./shared/theme/global.css";
import { App } from "./app/App.tsx";
import { routes } from "./app/routes.tsx";
import { preloadRoutePage } from "./app/routing/preloadRoutePage.ts";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

preloadRoutePage(routes, window.location.pathname);

// A transition lets React yield while it renders the app, so the first render is not one long task.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
