import { THEME_STORAGE_KEY, resolveInitialTheme, type Theme, parseTheme } from "./resolveInitialTheme.ts";

/**
 * The theme the page starts with. index.html's inline script has normally set it on <html> already;
 * the same rule is applied here in case that script did not run.
 */
export function readInitialTheme(): Theme {
  const fromDocument = parseTheme(document.documentElement.dataset.theme);
  if (fromDocument) return fromDocument;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(THEME_STORAGE_KEY);
  } catch (error) {
    console.warn("Theme preference could not be read; following the system theme", error);
  }
  return resolveInitialTheme(stored, matchMedia("(prefers-color-scheme: dark)").matches);
}

/** Remembers the user's choice; the theme still applies for this visit when storage is unavailable. */
export function writeStoredTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch (error) {
    console.warn("Theme preference could not be saved", error);
  }
}
