import { useTranslation } from "../../shared/i18n/index.ts";
import { useTheme } from "../../shared/theme/index.ts";
import { IconButton, MoonIcon, SunIcon } from "../../shared/ui/index.ts";

export function ThemeToggle() {
  const { t } = useTranslation();
  const { isDark, toggleTheme } = useTheme();
  return (
    <IconButton
      aria-label={isDark ? t("Switch to light theme") : t("Switch to dark theme")}
      title={isDark ? t("Switch to light theme") : t("Switch to dark theme")}
      onClick={toggleTheme}
    >
      {isDark ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
