export type Theme = "light" | "dark";

/** Where the user's explicit choice is kept. index.html's inline script reads the same key. */
export const THEME_STORAGE_KEY = "griddle:theme";

export function parseTheme(value: string | null | undefined): Theme | null {
  return value === "light" || value === "dark" ? value : null;
}

/**
 * The theme to start with: the stored choice when it is valid, otherwise the system preference
 * (a missing or corrupt stored value counts as no choice). index.html's inline script applies the
 * same rule before the first paint; its test keeps the two in step.
 */
export function resolveInitialTheme(storedValue: string | null, systemPrefersDark: boolean): Theme {
  return parseTheme(storedValue) ?? (systemPrefersDark ? "dark" : "light");
}
