import { useId } from "react";
import { Input } from "../../../../shared/ui/index.ts";
import type { ProposalProblem } from "../model/validateProposalForm.ts";
import { FieldProblems } from "./FieldProblems.tsx";
import styles from "./ProposalFormFields.module.css";

export interface TextFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  readonly problems: readonly ProposalProblem[] | undefined;
  readonly type?: "text" | "date" | "time";
  readonly inputMode?: "numeric";
  readonly testId?: string;
}

/** One labelled input of the proposal form, its problems under it. */
export function TextField({
  label,
  value,
  onChange,
  onBlur,
  problems,
  type = "text",
  inputMode,
  testId,
}: TextFieldProps) {
  const id = useId();
  const invalid = problems !== undefined && problems.length > 0;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <Input
        id={id}
        type={type}
        inputMode={inputMode}
        value={value}
        invalid={invalid}
        aria-describedby={invalid ? `${id}-problems` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        data-testid={testId}
      />
      <FieldProblems id={`${id}-problems`} problems={problems} fieldLabel={label} />
    </div>
  );
}
