import { useId, useState } from "react";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Input } from "../../../shared/ui/index.ts";
import { formatDeadlineMinutes, parseDeadlineInput } from "../model/parseDeadlineInput.ts";
import layout from "./settingLayout.module.css";
import styles from "./TransactionDeadlineSetting.module.css";

export interface TransactionDeadlineSettingProps {
  deadlineSeconds: number;
  onChange: (deadlineSeconds: number) => void;
}

/** Whole minutes; invalid text turns the field red and leaves the deadline as it was. */
export function TransactionDeadlineSetting({ deadlineSeconds, onChange }: TransactionDeadlineSettingProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const descriptionId = useId();
  const [text, setText] = useState("");
  const input = parseDeadlineInput(text);

  const handleTextChange = (value: string) => {
    setText(value);
    const parsed = parseDeadlineInput(value);
    if (parsed.status === "valid") onChange(parsed.seconds);
  };

  return (
    <div className={layout.row}>
      <div className={layout.text}>
        <label htmlFor={fieldId} className={layout.label}>
          {t("Transaction deadline (minutes)")}
        </label>
        <p id={descriptionId} className={layout.description}>
          {t("Your transaction will revert if it is left confirming for longer than this time.")}
        </p>
      </div>
      <Input
        id={fieldId}
        size="sm"
        inputMode="numeric"
        autoComplete="off"
        aria-describedby={descriptionId}
        placeholder={formatDeadlineMinutes(deadlineSeconds)}
        value={text}
        invalid={input.status === "invalid"}
        className={styles.input}
        onChange={(event) => handleTextChange(event.target.value)}
        // Leaving an invalid entry shows the deadline still in force, as the placeholder.
        onBlur={() => {
          if (input.status === "invalid") setText("");
        }}
      />
    </div>
  );
}
