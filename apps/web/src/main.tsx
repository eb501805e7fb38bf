import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
// Before any component's styles, so the reset and tokens come first in the bundle.
import "./shared/theme/global.css";
import { App } from "./app/App.tsx";
import { routes } from "./app/routes.tsx";
import { preloadRoutePage } from "./app/routing/preloadRoutePage.ts";
import { startLocalDeploymentLoad, targetsLocalChain } from "./shared/chain/index.ts";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

preloadRoutePage(routes, window.location.pathname);
// The app shows only a loader until it has the local deployment manifest: loaded from here, it is
// usually there for the first render, which then draws the page instead of the loader.
if (targetsLocalChain(import.meta.env.VITE_CHAIN_ID)) void startLocalDeploymentLoad();

// A transition lets React yield while it renders the app, so the first render is not one long task.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
