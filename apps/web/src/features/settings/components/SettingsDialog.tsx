import { useId, useState } from "react";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Modal } from "../../../shared/ui/index.ts";
import { useStoredUserSettings } from "../hooks/useStoredUserSettings.ts";
import { useUpdateUserSettings } from "../hooks/useUpdateUserSettings.ts";
import { expertModeToggleAction } from "../model/expertModeToggleAction.ts";
import { ExpertModeDialog } from "./ExpertModeDialog.tsx";
import styles from "./SettingsDialog.module.css";
import { SettingToggle } from "./SettingToggle.tsx";
import { SlippageToleranceSetting } from "./SlippageToleranceSetting.tsx";
import { TransactionDeadlineSetting } from "./TransactionDeadlineSetting.tsx";
import { TransactionSpeedSetting } from "./TransactionSpeedSetting.tsx";

export interface SettingsDialogProps {
  onDismiss: () => void;
}

/** The user settings (spec 000 section 2, 'Settings dialog'); every change is saved at once. */
export function SettingsDialog({ onDismiss }: SettingsDialogProps) {
  const { t } = useTranslation();
  const globalHeadingId = useId();
  const tradingHeadingId = useId();
  const settings = useStoredUserSettings();
  const updateSettings = useUpdateUserSettings();
  const [isConfirmingExpertMode, setIsConfirmingExpertMode] = useState(false);

  if (isConfirmingExpertMode) {
    return (
      <ExpertModeDialog
        onCancel={() => setIsConfirmingExpertMode(false)}
        onConfirm={(rememberAcknowledgement) => {
          updateSettings({
            expertMode: true,
            ...(rememberAcknowledgement && { expertModeAcknowledged: true }),
          });
          setIsConfirmingExpertMode(false);
        }}
      />
    );
  }

  const handleExpertModeToggle = () => {
    const action = expertModeToggleAction(settings);
    if (action === "askConfirmation") setIsConfirmingExpertMode(true);
    else updateSettings({ expertMode: action === "turnOn" });
  };

  return (
    <Modal title={t("Settings")} onDismiss={onDismiss}>
      <div className={styles.sections}>
        <section className={styles.section} aria-labelledby={globalHeadingId}>
          <h3 id={globalHeadingId} className={styles.sectionHeading}>
            {t("Global")}
          </h3>
          <TransactionSpeedSetting
            speed={settings.transactionSpeed}
            onChange={(transactionSpeed) => updateSettings({ transactionSpeed })}
          />
        </section>
        <section className={styles.section} aria-labelledby={tradingHeadingId}>
          <h3 id={tradingHeadingId} className={styles.sectionHeading}>
            {t("Swaps and Liquidity")}
          </h3>
          <SlippageToleranceSetting
            slippageBps={settings.slippageBps}
            onChange={(slippageBps) => updateSettings({ slippageBps })}
          />
          <TransactionDeadlineSetting
            deadlineSeconds={settings.deadlineSeconds}
            onChange={(deadlineSeconds) => updateSettings({ deadlineSeconds })}
          />
          <SettingToggle
            label={t("Expert Mode")}
            description={t(
              "Bypasses confirmation modals and allows high slippage trades. Use at your own risk.",
            )}
            checked={settings.expertMode}
            onChange={handleExpertModeToggle}
          />
          <SettingToggle
            label={t("Disable Multihops")}
            description={t("Restricts swaps to direct pairs only.")}
            checked={settings.singleHopOnly}
            onChange={(singleHopOnly) => updateSettings({ singleHopOnly })}
          />
          <SettingToggle
            label={t("Audio")}
            checked={settings.audioOn}
            onChange={(audioOn) => updateSettings({ audioOn })}
          />
        </section>
      </div>
    </Modal>
  );
}
