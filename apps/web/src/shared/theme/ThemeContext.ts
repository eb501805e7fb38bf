import { createContext } from "react";
import type { Theme } from "./resolveInitialTheme.ts";

export interface ThemeContextValue {
  readonly theme: Theme;
  readonly isDark: boolean;
  readonly toggleTheme: () => void;
}

export const ThemeContext = createContext<ThemeContextValue | undefined>(undefined);
