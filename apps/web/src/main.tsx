import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
// Before any component's styles, so the reset and tokens come first in the bundle.
import "./shared/theme/global.css";
import { App } from "./app/App.tsx";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
