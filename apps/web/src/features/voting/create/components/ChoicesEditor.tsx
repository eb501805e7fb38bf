import { useId } from "react";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Button, CloseIcon, IconButton, Input, classNames } from "../../../../shared/ui/index.ts";
import { MINIMUM_CHOICES } from "../model/proposalForm.ts";
import type { ProposalProblem } from "../model/validateProposalForm.ts";
import { FieldProblems } from "./FieldProblems.tsx";
import styles from "./ProposalFormFields.module.css";

export interface ChoicesEditorProps {
  readonly choices: readonly string[];
  readonly onChange: (choices: readonly string[]) => void;
  readonly onBlur: () => void;
  readonly problems: readonly ProposalProblem[] | undefined;
}

/** 'Choices': one field per choice, 'Add Choice', and a remove button once there are more than two. */
export function ChoicesEditor({ choices, onChange, onBlur, problems }: ChoicesEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const label = t("Choices");
  const invalid = problems !== undefined && problems.length > 0;
  return (
    <fieldset
      className={classNames(styles.field, styles.fieldset)}
      aria-describedby={invalid ? `${id}-problems` : undefined}
    >
      <legend className={styles.label}>{label}</legend>
      <ol className={styles.choices}>
        {choices.map((choice, index) => (
          <li key={index} className={styles.choice}>
            <Input
              value={choice}
              aria-label={t("Choice %num%", { num: String(index + 1) })}
              placeholder={t("Input choice text")}
              invalid={invalid && choice.trim() === ""}
              onChange={(event) =>
                onChange(choices.map((old, at) => (at === index ? event.target.value : old)))
              }
              onBlur={onBlur}
              data-testid={`proposal-choice-${index + 1}`}
            />
            {choices.length > MINIMUM_CHOICES && (
              <IconButton
                aria-label={t("Remove choice %num%", { num: String(index + 1) })}
                onClick={() => onChange(choices.filter((_, at) => at !== index))}
              >
                <CloseIcon />
              </IconButton>
            )}
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        onClick={() => onChange([...choices, ""])}
        data-testid="proposal-add-choice"
      >
        {t("Add Choice")}
      </Button>
      <FieldProblems id={`${id}-problems`} problems={problems} fieldLabel={label} />
    </fieldset>
  );
}
