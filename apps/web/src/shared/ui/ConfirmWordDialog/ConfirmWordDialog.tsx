import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { Button } from "../Button/Button.tsx";
import { Input } from "../Input/Input.tsx";
import { Modal } from "../Modal/Modal.tsx";
import styles from "./ConfirmWordDialog.module.css";

export interface ConfirmWordDialogProps {
  title: string;
  /** The instruction, which also labels the text field, e.g. 'Please type the word "confirm" …'. */
  message: string;
  /** What the user must type, exactly, before the confirm button works. */
  word: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** Close button, Escape, the overlay and Cancel. */
  onDismiss: () => void;
}

/**
 * An in-app stand-in for window.prompt for risky actions: the user types a given word to go on.
 * It stays testable and themed, where a browser prompt is neither.
 */
export function ConfirmWordDialog({
  title,
  message,
  word,
  confirmLabel,
  onConfirm,
  onDismiss,
}: ConfirmWordDialogProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [typed, setTyped] = useState("");
  const matches = typed === word;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (matches) onConfirm();
  };

  return (
    <Modal title={title} onDismiss={onDismiss} maxWidth="360px">
      <form className={styles.form} onSubmit={handleSubmit}>
        <label htmlFor={fieldId} className={styles.message}>
          {message}
        </label>
        <Input
          id={fieldId}
          value={typed}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" fullWidth disabled={!matches}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" fullWidth onClick={onDismiss}>
          {t("Cancel")}
        </Button>
      </form>
    </Modal>
  );
}
