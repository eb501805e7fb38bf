import { useContext } from "react";
import { ThemeContext, type ThemeContextValue } from "./ThemeContext.ts";

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (context === undefined) throw new Error("Theme context is undefined");
  return context;
}
