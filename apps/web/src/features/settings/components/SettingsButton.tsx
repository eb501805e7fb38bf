import { useState } from "react";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { CogIcon, IconButton } from "../../../shared/ui/index.ts";
import { SettingsDialog } from "./SettingsDialog.tsx";

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
