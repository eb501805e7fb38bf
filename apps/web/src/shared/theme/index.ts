export { ThemeProvider } from "./ThemeProvider.tsx";
export { useTheme } from "./useTheme.ts";
export type { ThemeContextValue } from "./ThemeContext.ts";
export type { Theme } from "./resolveInitialTheme.ts";
