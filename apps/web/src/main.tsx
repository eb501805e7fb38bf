import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
// Before any component's styles, so the reset and tokens come first in the bundle.
import "./shared/theme/global.css";
import { App } from "./app/App.tsx";
import { pageRoutes } from "./app/routes.tsx";
import { preloadRoutePage } from "./app/routing/preloadRoutePage.ts";
import { startLocalDeploymentLoad, targetsLocalChain } from "./shared/chain/index.ts";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// The page's chunk and, on the local chain, the deployment manifest download beside this entry, and
// the first render waits for both: it then paints the page once, instead of a loader and then the page
// (the app would show only a loader without them, so waiting shows nothing later).
await Promise.allSettled([
  preloadRoutePage(pageRoutes, window.location.pathname),
  targetsLocalChain(import.meta.env.VITE_CHAIN_ID) ? startLocalDeploymentLoad() : undefined,
]);

// A transition lets React yield while it renders the app, so the first render is not one long task.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
