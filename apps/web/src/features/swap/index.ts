export { SwapAreaTabs } from "./components/SwapAreaTabs.tsx";
