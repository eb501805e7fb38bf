import { describe, expect, it } from "vitest";
import indexHtml from "../../../index.html?raw";
import { THEME_STORAGE_KEY, resolveInitialTheme, type Theme } from "./resolveInitialTheme.ts";

describe("resolveInitialTheme", () => {
  it("uses a valid stored choice over the system preference", () => {
    expect(resolveInitialTheme("light", true)).toBe("light");
    expect(resolveInitialTheme("dark", false)).toBe("dark");
  });

  it("follows the system preference when nothing is stored", () => {
    expect(resolveInitialTheme(null, true)).toBe("dark");
    expect(resolveInitialTheme(null, false)).toBe("light");
  });

  it("treats a corrupt stored value as no choice", () => {
    expect(resolveInitialTheme('{"isDark":true}', false)).toBe("light");
    expect(resolveInitialTheme("DARK", true)).toBe("dark");
    expect(resolveInitialTheme("", false)).toBe("light");
  });
});

describe("index.html theme script", () => {
  const script = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? "";

  function runScript(
    stored: string | null,
    systemPrefersDark: boolean,
    storageThrows = false,
  ): string | undefined {
    const root = { dataset: {} as { theme?: string } };
    const localStorage = {
      getItem(key: string) {
        if (storageThrows) throw new Error("SecurityError: storage is disabled");
        return key === THEME_STORAGE_KEY ? stored : null;
      },
    };
    const matchMedia = (query: string) => ({
      matches: query === "(prefers-color-scheme: dark)" && systemPrefersDark,
    });
    new Function("localStorage", "matchMedia", "document", script)(localStorage, matchMedia, {
      documentElement: root,
    });
    return root.dataset.theme;
  }

  it("exists, so the theme is set before the app renders", () => {
    expect(script).toContain(THEME_STORAGE_KEY);
  });

  it.each<[string | null, boolean]>([
    ["dark", false],
    ["light", true],
    [null, true],
    [null, false],
    ["corrupt", true],
    ["corrupt", false],
  ])("agrees with resolveInitialTheme for stored %s and system dark %s", (stored, systemPrefersDark) => {
    const expected: Theme = resolveInitialTheme(stored, systemPrefersDark);
    expect(runScript(stored, systemPrefersDark)).toBe(expected);
  });

  it("falls back to the system preference when storage cannot be read", () => {
    expect(runScript("light", true, true)).toBe("dark");
  });
});
