import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseStakedOnly } from "../features/pools/page/model/poolsPreferences.ts";
import { EN, languages, parseStoredLanguage } from "../shared/i18n/languages.ts";
import { resolveInitialTheme } from "../shared/theme/resolveInitialTheme.ts";
import { parseViewMode } from "../shared/ui/list/ViewMode.ts";
import { HOSTILE_RUNS, hostileStoredText } from "../shared/testing/hostileArbitraries.ts";

// The one-value preferences (theme, language, list layout, staked-only) fall back to their default
// on anything but a value they know.
describe("stored one-value preferences on hostile storage (issue 26)", () => {
  it("fall back to their defaults on anything but a known value", () => {
    const codes = new Set(languages.map((language) => language.code));
    const known = fc.constantFrom(...codes, "light", "dark", "card", "true");
    const stored = fc.oneof(hostileStoredText, known, fc.constant(null));
    fc.assert(
      fc.property(stored, fc.boolean(), (raw, prefersDark) => {
        const theme = resolveInitialTheme(raw, prefersDark);
        expect(theme).toBe(raw === "light" || raw === "dark" ? raw : prefersDark ? "dark" : "light");
        expect(parseStoredLanguage(raw).code).toBe(raw !== null && codes.has(raw) ? raw : EN.code);
        expect(parseViewMode(raw)).toBe(raw === "card" ? "card" : "table");
        expect(parseStakedOnly(raw)).toBe(raw === "true");
      }),
      HOSTILE_RUNS,
    );
  });
});
