import { useState } from "react";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Button, Checkbox, ConfirmWordDialog, Modal, Notice, Text } from "../../../shared/ui/index.ts";
import { EXPERT_MODE_CONFIRM_WORD } from "../model/expertModeToggleAction.ts";
import styles from "./ExpertModeDialog.module.css";

export interface ExpertModeDialogProps {
  /** Back, close, Escape and Cancel: expert mode stays off. */
  onCancel: () => void;
  /** The user typed the confirm word; `rememberAcknowledgement` is the 'Don't show this again' box. */
  onConfirm: (rememberAcknowledgement: boolean) => void;
}

/** The warning before expert mode, then the prompt for the typed word confirm. */
export function ExpertModeDialog({ onCancel, onConfirm }: ExpertModeDialogProps) {
  const { t } = useTranslation();
  const [rememberAcknowledgement, setRememberAcknowledgement] = useState(false);
  const [isPrompting, setIsPrompting] = useState(false);

  if (isPrompting) {
    return (
      <ConfirmWordDialog
        title={t("Turn On Expert Mode")}
        message={t('Please type the word "%word%" to enable expert mode.', {
          word: EXPERT_MODE_CONFIRM_WORD,
        })}
        word={EXPERT_MODE_CONFIRM_WORD}
        confirmLabel={t("Confirm")}
        onConfirm={() => onConfirm(rememberAcknowledgement)}
        onDismiss={() => setIsPrompting(false)}
      />
    );
  }

  return (
    <Modal title={t("Expert Mode")} onBack={onCancel} onDismiss={onCancel} maxWidth="360px">
      <div className={styles.content}>
        <Notice variant="warning">
          <Text>
            {t(
              "Expert mode turns off the confirm transaction prompt and allows high slippage trades that often result in bad rates and lost funds.",
            )}
          </Text>
        </Notice>
        <Text>{t("Only use this mode if you know what you're doing.")}</Text>
        <Checkbox
          label={t("Don't show this again")}
          checked={rememberAcknowledgement}
          onChange={setRememberAcknowledgement}
        />
        <div className={styles.actions}>
          <Button fullWidth onClick={() => setIsPrompting(true)}>
            {t("Turn On Expert Mode")}
          </Button>
          <Button variant="secondary" fullWidth onClick={onCancel}>
            {t("Cancel")}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
