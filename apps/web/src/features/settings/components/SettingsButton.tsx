import { useState } from "react";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { CogIcon, IconButton, lazyDialog } from "../../../shared/ui/index.ts";

const SettingsDialog = lazyDialog(() =>
  import("./SettingsDialog.tsx").then((module) => module.SettingsDialog),
);

/** The cog that opens the Settings dialog, for page headers. */
export function SettingsButton() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <IconButton
        aria-label={t("Settings")}
        title={t("Settings")}
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
      >
        <CogIcon />
      </IconButton>
      {isOpen && <SettingsDialog onDismiss={() => setIsOpen(false)} />}
    </>
  );
}
